// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import type { AccountDetail, AccountRequest } from '@shared/schemas/accounts';
import { AccountForm } from '@client/features/accounts/components/account-form';
import { InDataRouter } from '../../helpers/data-router';
import { savedAccount } from '../../helpers/fixtures';

const PLATFORM_FIELDS = {
  YouTube: ['YouTubeAuthClientId', 'YouTubeAuthClientSecret', 'YouTubeLogin', 'YouTubePassword'],
  TikTok: ['TikTokAccess'],
  Instagram: ['InstagramLogin', 'InstagramPassword'],
} as const;

const ALL_FIELDS = Object.values(PLATFORM_FIELDS).flat();

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const shownFields = () => ALL_FIELDS.filter((name) => field(name) !== null);

const saved = savedAccount;

function renderForm(props: { account?: AccountDetail; onSubmit?: (body: AccountRequest) => Promise<AccountDetail | void> } = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (() => Promise.resolve()));
  // A saved profile's connect actions read its invitations: a client that fetches nothing.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <InDataRouter>
        <AccountForm account={props.account} busy={false} onSubmit={onSubmit} />
      </InDataRouter>
    </QueryClientProvider>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe('profile form: platform toggles (SPEC §2 "fields for a platform appear only when its toggle is on")', () => {
  it('shows the main fields with their spec names, and no credential field while every toggle is off', () => {
    renderForm();
    expect(field('proxy')).not.toBeNull();
    expect(field('ipVersion')?.value).toBe('ipv4');
    expect(field('comments')).not.toBeNull();
    expect(shownFields()).toEqual([]);
  });

  for (const [platform, names] of Object.entries(PLATFORM_FIELDS)) {
    it(`switching ${platform} on shows exactly its fields, switching it off hides them`, async () => {
      const user = userEvent.setup();
      renderForm();
      const toggle = screen.getByRole('switch', { name: platform });
      await user.click(toggle);
      expect(shownFields()).toEqual(names);
      await user.click(toggle);
      expect(shownFields()).toEqual([]);
    });
  }

  it('a saved profile opens with the fields of its enabled platforms', () => {
    renderForm({ account: saved({ inTikTok: true, inInstagram: true }) });
    expect(shownFields()).toEqual([...PLATFORM_FIELDS.TikTok, ...PLATFORM_FIELDS.Instagram]);
  });

  it("with YouTube on and no client id: 'client_id обов'язковий' and 'client_secret обов'язковий', nothing sent", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(field('proxy')!, 'http://8.8.8.8:3128');
    await user.click(screen.getByRole('switch', { name: 'YouTube' }));
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(messages.clientIdRequired)).toBeTruthy();
    expect(screen.getByText(messages.clientSecretRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("an empty proxy says 'Проксі обов'язковий'; a malformed one the format message", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(messages.proxyRequired)).toBeTruthy();
    await user.type(field('proxy')!, 'not a proxy');
    expect(await screen.findByText(messages.proxyInvalid)).toBeTruthy();
  });

  it('a stored secret satisfies its rule, shows as saved, and an empty field is not sent', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({
      account: saved({ inInstagram: true, InstagramLogin: 'insta', hasInstagramPassword: true, hasProxyCredentials: true }),
    });
    expect(field('InstagramPassword')?.placeholder).toBe('•••••• збережено');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]![0];
    expect(body).toMatchObject({ proxy: 'http://8.8.8.8:3128', inInstagram: true, InstagramLogin: 'insta' });
    expect(body).not.toHaveProperty('InstagramPassword');
    expect(body).not.toHaveProperty('YouTubeAuthClientSecret');
  });

  it('a typed secret is sent, and the form resets to the server answer after saving', async () => {
    const user = userEvent.setup();
    const answer = saved({ inTikTok: true, hasTikTokAccess: true, comments: 'from server' });
    const onSubmit = renderForm({ account: saved(), onSubmit: () => Promise.resolve(answer) });
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    await user.type(field('TikTokAccess')!, 'token-123');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ inTikTok: true, TikTokAccess: 'token-123' });
    await vi.waitFor(() => expect((document.querySelector('[name="comments"]') as HTMLTextAreaElement).value).toBe('from server'));
    expect(field('TikTokAccess')?.value).toBe('');
  });
});
