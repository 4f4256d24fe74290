// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import type { AccountDetail } from '@shared/schemas/accounts';
import { TikTokAccessNotes, tiktokAccessText } from '@client/features/accounts/components/tiktok-access-notes';

const account = (overrides: Partial<AccountDetail>) => ({ id: 7, inTikTok: true, hasTikTokAccess: true, tiktokAccessKind: 'app', ...overrides }) as AccountDetail;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("profile form, TikTok section: the access field's help, a bare token's warning, 'Підключити TikTok'", () => {
  it('says what JSON the field takes', () => {
    render(<TikTokAccessNotes account={undefined} />);
    expect(screen.getByText(tiktokAccessText.example)).toBeTruthy();
    expect(screen.getByText(tiktokAccessText.saveFirst)).toBeTruthy();
    expect(screen.queryByRole('button', { name: tiktokAccessText.connect })).toBeNull();
  });

  it('warns that a bare access token expires within a day, and only for one', () => {
    render(<TikTokAccessNotes account={account({ tiktokAccessKind: 'token' })} />);
    expect(screen.getByRole('note').textContent).toContain(tiktokAccessText.bareTokenWarning);
    cleanup();
    render(<TikTokAccessNotes account={account({ tiktokAccessKind: 'app' })} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("copies TikTok's authorization link of the profile to the clipboard", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ url: 'https://www.tiktok.com/v2/auth/authorize/?client_key=k' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const success = vi.spyOn(toast, 'success');
    render(<TikTokAccessNotes account={account({})} />);
    await user.click(screen.getByRole('button', { name: tiktokAccessText.connect }));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/accounts/connect-tiktok/7');
    expect(writeText).toHaveBeenCalledWith('https://www.tiktok.com/v2/auth/authorize/?client_key=k');
    expect(success).toHaveBeenCalledWith(messages.linkCopied);
  });
});
