// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import type { AccountDetail, AccountRequest } from '@shared/schemas/accounts';
import { AccountForm } from '@client/features/accounts/components/account-form';
import { InstagramCheckpointPanel, instagramTexts } from '@client/features/accounts/components/instagram-checkpoint-panel';
import { createQueryClient } from '@client/lib/query-client';
import { savedAccount } from '../../helpers/fixtures';
import { InDataRouter } from '../../helpers/data-router';

/** A profile with Instagram on and its login stored. */
const saved = (overrides: Partial<AccountDetail> = {}): AccountDetail =>
  savedAccount({
    status: 'success',
    isActiveInstagram: true,
    inInstagram: true,
    InstagramLogin: 'studio.ua',
    hasInstagramPassword: true,
    ...overrides,
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the profile form's Instagram locale and timezone", () => {
  const renderForm = (account?: AccountDetail) => {
    const onSubmit = vi.fn((_body: AccountRequest) => Promise.resolve());
    render(
      <InDataRouter>
        <AccountForm account={account} busy={false} onSubmit={onSubmit} />
      </InDataRouter>,
    );
    return onSubmit;
  };

  it("shows 'Мова Instagram (локаль)' and 'Часовий пояс' with the defaults uk_UA / Europe/Kyiv on a new profile", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('switch', { name: 'Instagram' }));
    expect((screen.getByLabelText(instagramTexts.locale) as HTMLInputElement).value).toBe('uk_UA');
    expect((screen.getByLabelText(instagramTexts.timezone) as HTMLInputElement).value).toBe('Europe/Kyiv');
  });

  it('sends what the operator set, and refuses a malformed locale or an unknown zone with the schema messages', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(saved());
    const locale = screen.getByLabelText(instagramTexts.locale);
    const zone = screen.getByLabelText(instagramTexts.timezone);
    await user.clear(locale);
    await user.type(locale, 'ukrainian');
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(messages.instagramLocaleInvalid)).toBeTruthy();
    expect(screen.getByText(messages.instagramTimezoneInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(locale);
    await user.type(locale, 'en_US');
    await user.clear(zone);
    await user.type(zone, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ InstagramLocale: 'en_US', InstagramTimezone: 'America/New_York' });
  });
});

describe('the Instagram checkpoint panel', () => {
  const renderPanel = (account: AccountDetail) => {
    const client = createQueryClient();
    // The app's own client: its MutationCache shows the success toasts and invalidates.
    client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
    render(
      <QueryClientProvider client={client}>
        <InstagramCheckpointPanel account={account} />
      </QueryClientProvider>,
    );
    return { user: userEvent.setup(), client };
  };
  const stubFetch = (status: number, body: unknown) => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = new URL(String(input), 'http://app.test');
        calls.push({ method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
    return calls;
  };

  it('shows nothing while Instagram waits for nothing', () => {
    renderPanel(saved());
    expect(screen.queryByLabelText(instagramTexts.code)).toBeNull();
  });

  it('two-factor: the reason, the code field; a malformed code is refused here, a good one goes to the verify route', async () => {
    const reason = 'Instagram: для входу потрібен код двофакторної перевірки із SMS. Введіть його на сторінці профілю.';
    const calls = stubFetch(200, saved());
    const { user, client } = renderPanel(saved({ instagramCheckpoint: 'two_factor', error: reason, status: 'error' }));
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByText(new RegExp(instagramTexts.kinds.two_factor))).toBeTruthy();
    expect(screen.queryByRole('button', { name: instagramTexts.confirmed })).toBeNull();

    await user.type(screen.getByLabelText(instagramTexts.code), '12ab');
    await user.click(screen.getByRole('button', { name: instagramTexts.send }));
    expect(screen.getByText(messages.instagramCodeRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(instagramTexts.code));
    await user.type(screen.getByLabelText(instagramTexts.code), '135 790');
    await user.click(screen.getByRole('button', { name: instagramTexts.send }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/accounts/7/instagram/verify', body: { code: '135790' } });
    await waitFor(() => expect(client.getQueryData(['accounts', 'detail', 7])).toMatchObject({ instagramCheckpoint: null }));
  });

  it("challenge: the code field and 'Я підтвердив вхід', which calls the confirm route", async () => {
    const calls = stubFetch(200, saved());
    const { user } = renderPanel(saved({ instagramCheckpoint: 'challenge', error: 'Instagram просить підтвердити вхід', status: 'error' }));
    expect(screen.getByLabelText(instagramTexts.code)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: instagramTexts.confirmed }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: '/api/accounts/7/instagram/confirm', body: undefined }]));
  });
});
