// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@server/messages';
import { PacingPauses, pauseEnd } from '@client/components/posting-limits/pacing-pauses';
import { PostingLimitsForm } from '@client/components/posting-limits/posting-limits-form';
import { postingLimitsText } from '@client/components/posting-limits/text';
import { commonText } from '@client/lib/text';

afterEach(cleanup);

const L = postingLimitsText;
const defaults = {
  youtube: { dailyCap: 6, minGapMinutes: 60, jitterMinutes: 15 },
  tiktok: { dailyCap: 15, minGapMinutes: 30, jitterMinutes: 10 },
  instagram: { dailyCap: 10, minGapMinutes: 45, jitterMinutes: 15 },
};

describe('posting limits on screen', () => {
  it("says why a profile does not post: 'Публікації в TikTok призупинено до 26.11 09:40: …' in Kyiv time", () => {
    expect(pauseEnd('2026-11-26T07:40:00.000Z')).toBe('26.11 09:40');
    render(<PacingPauses pauses={[{ platform: 'tiktok', until: '2026-11-26T07:40:00.000Z', reason: messages.pacingTooManyPosts }]} />);
    expect(
      screen.getByText('Публікації в TikTok призупинено до 26.11 09:40: платформа повідомила про надто часті публікації', { exact: true }),
    ).toBeTruthy();
  });

  it('shows nothing without a pause', () => {
    const { container } = render(<PacingPauses pauses={[]} />);
    expect(container.textContent).toBe('');
  });

  it("a profile's form keeps a platform at the default (null), checks its own numbers in Ukrainian, and saves them", async () => {
    const onSave = vi.fn(async () => undefined);
    render(
      <PostingLimitsForm
        idPrefix="p"
        hint={L.accountHint}
        value={{ youtube: null, tiktok: null, instagram: null }}
        defaults={defaults}
        busy={false}
        onSave={onSave}
      />,
    );
    const tiktok = screen.getByRole('group', { name: 'TikTok' });
    expect((within(tiktok).getByLabelText(L.fields.dailyCap) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(within(tiktok).getByRole('switch'));
    const cap = within(tiktok).getByLabelText(L.fields.dailyCap);
    await userEvent.clear(cap);
    await userEvent.type(cap, '0');
    await userEvent.click(screen.getByRole('button', { name: commonText.actions.save }));
    expect(await within(tiktok).findByText(messages.limitsDailyCap)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(cap);
    await userEvent.type(cap, '2');
    await userEvent.click(screen.getByRole('button', { name: commonText.actions.save }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        youtube: null,
        tiktok: { dailyCap: 2, minGapMinutes: 30, jitterMinutes: 10 },
        instagram: null,
      }),
    );
  });
});
