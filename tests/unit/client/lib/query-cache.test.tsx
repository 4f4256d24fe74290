// @vitest-environment jsdom
import '../helpers/jsdom-gaps';
import { QueryClientProvider, QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import { accountKeys, groupKeys } from '@client/features/accounts/api/queries';
import { useCreateFolder } from '@client/features/backgrounds/api/create-folder';
import { useDeleteFolder } from '@client/features/backgrounds/api/delete-folder';
import { useDeleteMedia } from '@client/features/backgrounds/api/delete-media';
import { backgroundKeys } from '@client/features/backgrounds/api/queries';
import { useDeleteUser } from '@client/features/users/api/delete-user';
import { userKeys } from '@client/features/users/api/queries';
import { folderOptionsQueryOptions } from '@client/features/creation/api/get-folder-options';
import { ApiError } from '@client/lib/api-error';
import { clearAuthState, setAuthState } from '@client/lib/auth-store';
import { createQueryClient, type MutationMeta } from '@client/lib/query-client';
import { queryKeys } from '@client/lib/query-keys';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let client: QueryClient;
let success: ReturnType<typeof vi.spyOn>;
let failure: ReturnType<typeof vi.spyOn>;
let loading: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  client = createQueryClient();
  success = vi.spyOn(toast, 'success');
  failure = vi.spyOn(toast, 'error');
  loading = vi.spyOn(toast, 'loading').mockReturnValue('loading-toast-1');
  setAuthState({
    isAuthenticated: true,
    isLoading: false,
    user: { id: 1, login: 'admin', role: 'admin' },
    accessToken: 't',
    refreshToken: 'r',
  });
});

afterEach(() => {
  cleanup();
  client.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAuthState();
});

/** A cached answer under `queryKey`, as a screen that showed it leaves it. */
function seed(queryKey: QueryKey) {
  client.setQueryData(queryKey, { seeded: true });
}

const invalidated = (queryKey: QueryKey) => client.getQueryState(queryKey)?.isInvalidated ?? false;

function run(meta: MutationMeta | undefined, mutationFn: () => Promise<unknown> = async () => ({ ok: true }), onMutate?: () => unknown) {
  return client.getMutationCache().build(client, { mutationFn, meta, onMutate }).execute(undefined);
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("the app's MutationCache", () => {
  it('invalidates what meta.invalidates names (by prefix) and nothing else, and shows meta.successMessage', async () => {
    seed(queryKeys.tagSets.lists());
    seed([...queryKeys.tagSets.lists(), { page: 2, q: '' }]);
    seed([...queryKeys.tagSets.details(), 7]);
    seed(queryKeys.users.lists());
    await run({ invalidates: [queryKeys.tagSets.lists()], successMessage: messages.tagCreated });
    expect(invalidated(queryKeys.tagSets.lists())).toBe(true);
    expect(invalidated([...queryKeys.tagSets.lists(), { page: 2, q: '' }])).toBe(true);
    expect(invalidated([...queryKeys.tagSets.details(), 7])).toBe(false);
    expect(invalidated(queryKeys.users.lists())).toBe(false);
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith(messages.tagCreated);
  });

  it('puts the success message in place of the loading toast the mutation opened ({ toastId })', async () => {
    await run(
      { successMessage: messages.tagDeleted },
      async () => undefined,
      () => ({ toastId: 'loading-7' }),
    );
    expect(success).toHaveBeenCalledWith(messages.tagDeleted, { id: 'loading-7' });
  });

  it('does nothing without meta: no toast, no invalidation', async () => {
    seed(queryKeys.tagSets.lists());
    await run(undefined);
    expect(success).not.toHaveBeenCalled();
    expect(invalidated(queryKeys.tagSets.lists())).toBe(false);
  });

  it('does nothing when the mutation fails', async () => {
    seed(queryKeys.tagSets.lists());
    await expect(
      run({ invalidates: [queryKeys.tagSets.lists()], successMessage: messages.tagCreated }, () => Promise.reject(new Error('x'))),
    ).rejects.toThrow('x');
    expect(success).not.toHaveBeenCalled();
    expect(invalidated(queryKeys.tagSets.lists())).toBe(false);
  });

  it("shows each of the server's messages as its own error toast when a mutation fails", async () => {
    const refusal = () => Promise.reject(new ApiError(400, { message: ['Занадто коротко!', 'Обовʼязкове до заповнення'] }));
    await expect(run({ successMessage: messages.tagCreated }, refusal)).rejects.toThrow();
    expect(failure.mock.calls).toEqual([['Занадто коротко!'], ['Обовʼязкове до заповнення']]);
  });

  it("falls back to the error's own message, else 'Сталася помилка'", async () => {
    await expect(run(undefined, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(undefined, () => Promise.reject(new ApiError(500, 'not json')))).rejects.toThrow();
    expect(failure.mock.calls).toEqual([['boom'], [messages.genericError]]);
  });

  it('shows no error toast for a mutation whose meta says errorToast: false', async () => {
    await expect(run({ errorToast: false }, () => Promise.reject(new ApiError(409, { message: 'Ні' })))).rejects.toThrow();
    expect(failure).not.toHaveBeenCalled();
  });

  it('puts meta.errorMessage in place of the loading toast, then only the server’s own reasons', async () => {
    const opened = () => ({ toastId: 'loading-toast-1' });
    await expect(
      run({ errorMessage: messages.deleteFailed }, () => Promise.reject(new ApiError(500, 'not json')), opened),
    ).rejects.toThrow();
    await expect(
      run({ errorMessage: messages.deleteFailed }, () => Promise.reject(new ApiError(403, { message: 'Недостатньо прав' })), opened),
    ).rejects.toThrow();
    expect(failure.mock.calls).toEqual([
      [messages.deleteFailed, { id: 'loading-toast-1' }],
      [messages.deleteFailed, { id: 'loading-toast-1' }],
      ['Недостатньо прав'],
    ]);
  });

  it('keeps the mutation pending until the screens showing what it invalidated have reloaded', async () => {
    let fetches = 0;
    let release: () => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.tagSets.lists(),
      queryFn: () => (fetches++ === 0 ? Promise.resolve(['a']) : new Promise<string[]>((resolve) => (release = () => resolve(['a', 'b'])))),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual(['a']));
    let settled = false;
    const mutation = run({ invalidates: [queryKeys.tagSets.lists()] }).then(() => (settled = true));
    await waitFor(() => expect(fetches).toBe(2));
    expect(settled).toBe(false);
    release();
    await mutation;
    expect(observer.getCurrentResult().data).toEqual(['a', 'b']);
    unsubscribe();
  });
});

describe('useDeleteMutation (the six delete buttons)', () => {
  it("'Видалення ...', then the success message in its place; the deleted detail is dropped, the lists invalidated", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(204)),
    );
    seed([...queryKeys.tagSets.details(), 7]);
    seed([...queryKeys.tagSets.lists(), { page: 1, q: '' }]);
    const deleteFn = vi.fn(async (_id: number) => undefined);
    const { result } = renderHook(
      () =>
        useDeleteMutation({
          mutationFn: deleteFn,
          successMessage: messages.tagDeleted,
          invalidates: [queryKeys.tagSets.lists()],
          removes: (id: number) => [...queryKeys.tagSets.details(), id],
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(7));
    expect(deleteFn).toHaveBeenCalledWith(7, expect.anything());
    expect(loading).toHaveBeenCalledWith(messages.deleting);
    expect(success).toHaveBeenCalledWith(messages.tagDeleted, { id: 'loading-toast-1' });
    expect(client.getQueryState([...queryKeys.tagSets.details(), 7])).toBeUndefined();
    expect(invalidated([...queryKeys.tagSets.lists(), { page: 1, q: '' }])).toBe(true);
  });

  it("a refusal: 'Помилка при видалені' in place of the loading toast, then each of the server's reasons; nothing invalidated", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: ['Папка не порожня', 'Друга причина'] })),
    );
    seed(backgroundKeys.folderList(1));
    const { result } = renderHook(() => useDeleteFolder(), { wrapper });
    await act(() => result.current.mutateAsync(3).catch(() => undefined));
    expect(failure.mock.calls).toEqual([[messages.deleteFailed, { id: 'loading-toast-1' }], ['Папка не порожня'], ['Друга причина']]);
    expect(success).not.toHaveBeenCalled();
    expect(invalidated(backgroundKeys.folderList(1))).toBe(false);
  });
});

describe('stale caches fixed by naming resources', () => {
  it("creating or deleting a folder (or deleting a background) refreshes the creation form's folder options", async () => {
    const fetchSpy = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? json(201, { id: 3, name: 'Осінь' }) : json(204),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const options = folderOptionsQueryOptions().queryKey;

    seed(options);
    const create = renderHook(() => useCreateFolder(), { wrapper });
    await act(() => create.result.current.mutateAsync({ body: { name: 'Осінь' }, idempotencyKey: 'folder-key-0001' }));
    expect(success).toHaveBeenCalledWith(messages.folderCreated);
    expect(invalidated(options)).toBe(true);

    seed(options);
    const remove = renderHook(() => useDeleteFolder(), { wrapper });
    await act(() => remove.result.current.mutateAsync(3));
    expect(invalidated(options)).toBe(true);

    seed(options);
    seed(backgroundKeys.mediaList(4, 1));
    const removeMedia = renderHook(() => useDeleteMedia(), { wrapper });
    await act(() => removeMedia.result.current.mutateAsync({ id: 9, folderId: 4 }));
    expect(invalidated(options)).toBe(true);
    expect(invalidated(backgroundKeys.mediaList(4, 1))).toBe(true);
    expect(fetchSpy.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'POST /api/folder/photo-bg',
      'DELETE /api/folder/photo-bg/3',
      'DELETE /api/photo-bg/9',
    ]);
  });

  it('deleting a user refreshes the profile lists, selects, health board and groups (the user’s profiles went with them)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(204)),
    );
    const profileQueries = [
      accountKeys.list(1),
      accountKeys.optionsFor(0),
      accountKeys.health({ page: 1, q: '' }),
      groupKeys.list(1),
      [...groupKeys.lists(), 'all'],
    ];
    for (const key of profileQueries) seed(key);
    seed(userKeys.list(1));
    seed(userKeys.detail(5));
    const { result } = renderHook(() => useDeleteUser(), { wrapper });
    await act(() => result.current.mutateAsync(5));
    expect(success).toHaveBeenCalledWith(messages.userDeleted, { id: 'loading-toast-1' });
    for (const key of profileQueries) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    expect(invalidated(userKeys.list(1))).toBe(true);
    expect(client.getQueryState(userKeys.detail(5))).toBeUndefined();
  });
});
