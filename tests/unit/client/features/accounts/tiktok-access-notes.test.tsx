// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { messages } from '@shared/messages';
import type { AccountDetail } from '@shared/schemas/accounts';
import { TikTokAccessNotes, tiktokAccessText } from '@client/features/accounts/components/tiktok-access-notes';
import { accountsText } from '@client/features/accounts/text';

/** The notes with a query client of their own (the connect actions list the profile's invitations). */
const render = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const account = (overrides: Partial<AccountDetail>) =>
  ({ id: 7, inTikTok: true, hasTikTokAccess: true, tiktokAccessKind: 'app', ...overrides }) as AccountDetail;

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

  it("copies a single-use invitation to connect TikTok to the clipboard ('Запрошення для підключення')", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const link = 'http://localhost/api/connect/invitation-token';
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input, init) => (init?.method === 'POST' ? json({ url: link, invitation: {} }) : json({ data: [] })));
    const success = vi.spyOn(toast, 'success');
    render(<TikTokAccessNotes account={account({})} />);
    await user.click(screen.getByRole('button', { name: accountsText.profile.connectInvite }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/api/accounts/connect-tiktok/7');
    expect(writeText).toHaveBeenCalledWith(link);
    expect(success).toHaveBeenCalledWith(messages.linkCopied);
  });

  it("'Підключити TikTok' asks for the consent in this browser", async () => {
    const user = userEvent.setup();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input, init) => (init?.method === 'POST' ? json({ url: 'about:blank#consent' }) : json({ data: [] })));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    render(<TikTokAccessNotes account={account({})} />);
    await user.click(screen.getByRole('button', { name: tiktokAccessText.connect }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('about:blank#consent'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/api/accounts/7/authorize/tiktok');
  });
});
