import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths';
import { paths } from '@client/app/paths';
import { detailLoaders, type LoaderContext, samePathKeepsLoaderData } from '@client/app/route-loaders';
import { accountQueryOptions } from '@client/features/accounts/api/get-account';
import { folderMediaQueryOptions } from '@client/features/backgrounds/api/get-folder-media';
import { tagSetQueryOptions } from '@client/features/tags/api/get-tag-set';
import { publicationQueryOptions } from '@client/features/publishing/api/get-publication';
import { clearAuthState, setAuthState } from '@client/lib/auth-store';
import { savedAccount } from '../helpers/fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A promise settled from outside: a route chunk that is still downloading, or an answer still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Records every request the client makes; `answer` decides each one (a pending promise: no answer yet). */
function stubFetch(answer: (path: string) => Response | Promise<Response>) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://app.test').pathname;
      requested.push(path);
      return answer(path);
    }),
  );
  return requested;
}

const signIn = (role: 'admin' | 'user') =>
  setAuthState({
    isAuthenticated: true,
    isLoading: false,
    user: { id: 1, login: role, role },
    accessToken: 'token',
    refreshToken: 'refresh',
  });

let queryClient: QueryClient;
let restoring: boolean;
const context = (): LoaderContext => ({ queryClient, isRestoring: () => restoring });

/**
 * The app's detail routes as `router.tsx` declares them (a static loader beside a lazy page), with a
 * page chunk the test releases by hand; the list route is where every navigation starts.
 */
function routerWith(chunk: Promise<void>) {
  const loaders = detailLoaders(context());
  const lazyPage = async () => {
    await chunk;
    return { Component: () => null };
  };
  const detail = (path: string, loader: RouteObject['loader']): RouteObject => ({
    path,
    loader,
    shouldRevalidate: samePathKeepsLoaderData,
    lazy: lazyPage,
  });
  return createMemoryRouter(
    [
      {
        path: paths.home.path,
        children: [
          { path: paths.accounts.list.path, Component: () => null },
          detail(paths.accounts.detail.path, loaders.account),
          detail(paths.groups.detail.path, loaders.group),
          detail(paths.tags.detail.path, loaders.tagSet),
          detail(paths.users.detail.path, loaders.user),
          detail(paths.backgrounds.folder.path, loaders.folder),
          detail(paths.videos.request.path, loaders.creationRequest),
          detail(paths.videos.published.path, loaders.publication),
        ],
      },
    ],
    { initialEntries: [paths.accounts.list.getHref()] },
  );
}

/** Lets the router and the query client run what they queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  restoring = false;
  signIn('admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearAuthState();
});

describe('route loaders: a detail page asks for its data while its chunk is still loading', () => {
  it("starts the profile and its statistics before the page's chunk arrives, into the cache entry the page reads", async () => {
    const requested = stubFetch((path) =>
      path === apiPaths.accounts.detail(7) ? json(200, savedAccount({ id: 7 })) : json(200, { history: [] }),
    );
    const chunk = deferred<void>();
    const router = routerWith(chunk.promise);

    const navigation = router.navigate(paths.accounts.detail.getHref(7));
    await vi.waitFor(() => expect(requested).toEqual([apiPaths.accounts.detail(7), apiPaths.accounts.stats(7)]));
    // The chunk is still on its way: the router has not left the list.
    expect(router.state.location.pathname).toBe(paths.accounts.list.getHref());
    expect(router.state.navigation.state).toBe('loading');

    chunk.resolve();
    await navigation;
    expect(router.state.location.pathname).toBe('/accounts/7');
    await vi.waitFor(() => expect(queryClient.getQueryData(accountQueryOptions(7).queryKey)).toMatchObject({ id: 7 }));
    router.dispose();
  });

  it('never makes the navigation wait for the data: the page shows its own loading state meanwhile', async () => {
    const answer = deferred<Response>();
    const requested = stubFetch(() => answer.promise);
    const router = routerWith(Promise.resolve());

    await router.navigate(paths.tags.detail.getHref(3));
    expect(router.state.location.pathname).toBe('/tags/3');
    expect(router.state.navigation.state).toBe('idle');
    expect(requested).toEqual([apiPaths.tags.detail(3)]);
    expect(queryClient.getQueryState(tagSetQueryOptions(3).queryKey)?.fetchStatus).toBe('fetching');
    answer.resolve(json(200, { id: 3 }));
    router.dispose();
  });

  it("swallows a failed load (404): the navigation completes and the page's query holds the error it shows", async () => {
    const requested = stubFetch(() => json(404, { message: 'Не знайдено' }));
    const router = routerWith(Promise.resolve());

    await router.navigate(paths.videos.published.getHref('00000000-0000-4000-8000-000000000001'));
    expect(router.state.location.pathname).toBe('/video/youtube/00000000-0000-4000-8000-000000000001');
    expect(router.state.errors).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(publicationQueryOptions('00000000-0000-4000-8000-000000000001').queryKey)?.status).toBe('error'),
    );
    expect(requested).toEqual([apiPaths.publications.detail('00000000-0000-4000-8000-000000000001')]);
    router.dispose();
  });

  it('starts nothing for a signed-out user, while the persisted cache is restored, or for an id the page answers with 404', async () => {
    const requested = stubFetch(() => json(200, {}));
    const router = routerWith(Promise.resolve());

    clearAuthState();
    await router.navigate(paths.groups.detail.getHref(2));
    signIn('admin');
    restoring = true;
    await router.navigate(paths.videos.request.getHref('00000000-0000-4000-8000-000000000002'));
    restoring = false;
    await router.navigate('/accounts/abc');
    await router.navigate('/photos/0');
    await settle();
    expect(requested).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    router.dispose();
  });

  it('asks for a user only for an admin: anyone else gets the 404 page without a request (SPEC §6)', async () => {
    const requested = stubFetch(() => json(200, {}));
    const router = routerWith(Promise.resolve());

    signIn('user');
    await router.navigate(paths.users.detail.getHref(5));
    await settle();
    expect(requested).toEqual([]);

    await router.navigate(paths.accounts.list.getHref());
    signIn('admin');
    await router.navigate(paths.users.detail.getHref(5));
    await vi.waitFor(() => expect(requested).toEqual([apiPaths.users.detail(5)]));
    router.dispose();
  });

  it("starts a folder's page from the URL, and runs again only when the path changes, not for the detail's own list pages", async () => {
    const requested = stubFetch(() => json(200, { data: [], page: 2, totalPages: 2, total: 21 }));
    const router = routerWith(Promise.resolve());

    await router.navigate(`${paths.backgrounds.folder.getHref(4)}?page=2`);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    expect(queryClient.getQueryState(folderMediaQueryOptions(4, 2).queryKey)?.fetchStatus).toBeDefined();

    queryClient.clear();
    await router.navigate(`${paths.backgrounds.folder.getHref(4)}?page=1`);
    await settle();
    expect(requested).toHaveLength(1);

    await router.navigate(paths.backgrounds.folder.getHref(5));
    await vi.waitFor(() => expect(requested).toHaveLength(2));
    router.dispose();
  });
});
