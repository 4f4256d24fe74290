// @vitest-environment jsdom
import '../helpers/jsdom-gaps';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountListItem } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import type { UserListItem } from '@shared/schemas/users';
import { AccountsTable } from '@client/components/accounts/accounts-table';
import { PageHeader } from '@client/components/ui/page-header';
import { ProfilesTable } from '@client/features/accounts/components/profiles-table';
import { deleteBlockedReason } from '@client/features/users/components/user-delete';
import { UsersTable } from '@client/features/users/components/users-table';
import { clearAuthState, setAuthState } from '@client/lib/auth-store';
import { accountsText, commentName } from '@client/features/accounts/text';
import { tagsText } from '@client/features/tags/text';
import { usersText } from '@client/features/users/text';
import { documentTitle } from '@client/lib/use-document-title';
import { createQueryClient } from '@client/lib/query-client';

/** Issue 15 (part D): names instead of ids — titles, the tab title, the profile comment, and the deletes a list offers. */

const page = <T,>(data: T[]): Page<T> => ({ data, page: 1, totalPages: 1, total: data.length });

const account = (id: number, patch: Partial<AccountListItem> = {}): AccountListItem => ({
  id,
  proxy: `http://10.0.0.${id}:8080`,
  comments: '',
  status: 'noactive',
  isActiveYouTube: false,
  isActiveTikTok: false,
  isActiveInstagram: false,
  inYouTube: false,
  inTikTok: false,
  inInstagram: false,
  user: { id: 1, login: 'admin' },
  group: null,
  labels: [],
  proxyCheck: { accountId: id, ok: null, exitIp: null, latencyMs: null, error: null, checkedAt: null, sharedWith: [], sharedWithOthers: 0 },
  ...patch,
});

const user = (id: number, login: string, patch: Partial<UserListItem> = {}): UserListItem => ({
  id,
  login,
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  videosCount: 0,
  accountsCount: 0,
  isLastAdmin: false,
  ...patch,
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function withProviders(ui: React.ReactNode) {
  const client = createQueryClient();
  // The app's own client: its MutationCache shows the success toasts and invalidates.
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setAuthState({
    isAuthenticated: true,
    isLoading: false,
    user: { id: 1, login: 'admin', role: 'admin' },
    accessToken: 'token',
    refreshToken: 'refresh',
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearAuthState();
  document.title = '';
});

describe('page titles name the record', () => {
  it("groups, tag sets and profiles by their name; the user keeps the spec's 'Користувач #{id}' and adds the login", () => {
    expect(accountsText.pages.groupDetail(3, 'Київ')).toBe('Група «Київ»');
    expect(accountsText.pages.groupDetail(3)).toBe('Група #3');
    expect(tagsText.pages.tagDetail(5, 'travel')).toBe('Набір тегів «travel»');
    expect(tagsText.pages.tagDetail(5)).toBe('Набір тегів #5');
    expect(usersText.detailTitle(7, 'olena')).toBe('Користувач #7 «olena»');
    expect(usersText.detailTitle(7)).toBe('Користувач #7');
    expect(accountsText.pages.accountDetail(9, 'Київ · основний')).toBe('Профіль «Київ · основний»');
    expect(accountsText.pages.accountDetail(9, '   ')).toBe('Профіль #9');
    expect(accountsText.pages.accountDetail(9)).toBe('Профіль #9');
  });

  it('a long or multi-line comment names a profile in one line of at most 60 characters', () => {
    expect(commentName('перший\n  рядок\tі далі')).toBe('перший рядок і далі');
    const long = commentName('а'.repeat(80));
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
    expect(commentName(undefined)).toBe('');
  });
});

describe('the browser tab follows the page', () => {
  it("'<page> · Shorts Publisher', the app's name alone without a page", () => {
    expect(documentTitle('Профіля')).toBe('Профіля · Shorts Publisher');
    expect(documentTitle('  ')).toBe('Shorts Publisher');
    expect(documentTitle(null)).toBe('Shorts Publisher');
  });

  it('the page header sets the tab title, follows a title that changes and gives it back when the page goes', async () => {
    function Pages() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => void navigate('/b')}>
            далі
          </button>
          <Routes>
            <Route path="/" element={<PageHeader title="Профіля" />} />
            <Route path="/b" element={<PageHeader title={<span>Група</span>} documentTitle="Група «Київ»" />} />
          </Routes>
        </>
      );
    }
    const { rerender } = render(
      <MemoryRouter>
        <Pages />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Профіля · Shorts Publisher');
    await userEvent.setup().click(screen.getByRole('button', { name: 'далі' }));
    expect(document.title).toBe('Група «Київ» · Shorts Publisher');
    rerender(<MemoryRouter />);
    expect(document.title).toBe('Shorts Publisher');
  });
});

describe('profile tables show the comment', () => {
  it('the comment names each row and is its link; a profile without one says so', () => {
    withProviders(
      <AccountsTable
        caption="Профіля"
        showOwner={false}
        data={page([account(2, { comments: 'Київ · основний' }), account(1)])}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        hrefFor={(n) => `?page=${n}`}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ID',
      'Коментар',
      'Proxy',
      'YouTube',
      'TikTok',
      'Instagram',
      'Статус',
    ]);
    expect(screen.getByRole('link', { name: 'Київ · основний' }).getAttribute('href')).toBe('/accounts/2');
    expect(screen.getByRole('link', { name: 'Без коментаря' }).getAttribute('href')).toBe('/accounts/1');
    // The user detail page's list (this table alone) has no delete (SPEC §2/§6).
    expect(screen.queryByRole('button', { name: /Видалити/ })).toBeNull();
  });

  it("the profiles list deletes a row only after the confirm, with the toast 'Акаунт видалено'", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${new URL(String(input), 'http://app.test').pathname}`);
        return json(204);
      }),
    );
    withProviders(
      <ProfilesTable
        caption="Профіля"
        showOwner
        data={page([account(2, { comments: 'Київ · основний' }), account(1)])}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        hrefFor={(n) => `?page=${n}`}
      />,
    );
    const userAction = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Видалити профіль #1' })).toBeTruthy();
    await userAction.click(screen.getByRole('button', { name: 'Видалити профіль #2 «Київ · основний»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Профіль #2 «Київ · основний» буде видалено разом з його налаштуваннями та доступами.')).toBeTruthy();
    expect(calls).toEqual([]);
    await userAction.click(within(dialog).getByRole('button', { name: 'Видалити' }));
    expect(await screen.findByText('Акаунт видалено')).toBeTruthy();
    expect(calls).toEqual(['DELETE /api/accounts/2']);
  });
});

describe('the users list offers no delete it would refuse', () => {
  it('yourself and the last admin cannot be deleted; anyone else can', () => {
    expect(deleteBlockedReason({ id: 1, isLastAdmin: false }, 1)).toBe('Не можна видалити власний обліковий запис');
    expect(deleteBlockedReason({ id: 2, isLastAdmin: true }, 1)).toBe('Не можна видалити останнього адміністратора');
    expect(deleteBlockedReason({ id: 3, isLastAdmin: false }, 1)).toBeNull();
  });

  it('your own row and the last admin row show an unavailable delete that says why and opens nothing', async () => {
    const fetchSpy = vi.fn(async () => json(204));
    vi.stubGlobal('fetch', fetchSpy);
    setAuthState({
      isAuthenticated: true,
      isLoading: false,
      user: { id: 2, login: 'olena', role: 'admin' },
      accessToken: 't',
      refreshToken: 'r',
    });
    withProviders(
      <UsersTable
        data={page([user(1, 'admin', { role: 'admin', isLastAdmin: false }), user(2, 'olena', { role: 'admin' }), user(3, 'taras')])}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        hrefFor={(n) => `?page=${n}`}
      />,
    );
    const own = screen.getByRole('button', { name: 'Видалити користувача olena неможливо: Не можна видалити власний обліковий запис' });
    expect(own.getAttribute('aria-disabled')).toBe('true');
    expect(own.getAttribute('title')).toBe(own.getAttribute('aria-label'));
    const userAction = userEvent.setup();
    await userAction.click(own);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();

    const other = screen.getByRole('button', { name: 'Видалити користувача taras' });
    expect(other.getAttribute('aria-disabled')).toBeNull();
    await userAction.click(other);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    cleanup();

    // The last admin is normally the viewer; a list seen by a session whose admin role was just taken away shows another.
    setAuthState({
      isAuthenticated: true,
      isLoading: false,
      user: { id: 1, login: 'admin', role: 'admin' },
      accessToken: 't',
      refreshToken: 'r',
    });
    withProviders(
      <UsersTable
        data={page([user(1, 'admin'), user(4, 'boss', { role: 'admin', isLastAdmin: true })])}
        isLoading={false}
        error={null}
        onRetry={() => {}}
        hrefFor={(n) => `?page=${n}`}
      />,
    );
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Видалити користувача boss неможливо: Не можна видалити останнього адміністратора' })
          .getAttribute('aria-disabled'),
      ).toBe('true'),
    );
  });
});
