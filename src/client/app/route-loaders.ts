import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import { getAuthState } from '@client/lib/auth-store';
import { parseRouteId } from '@client/lib/route-id';
import { accountQueryOptions } from '@client/features/accounts/api/get-account';
import { accountOptionsQueryOptions } from '@client/features/accounts/api/get-account-options';
import { accountStatsQueryOptions } from '@client/features/accounts/api/get-account-stats';
import { groupQueryOptions } from '@client/features/accounts/api/get-group';
import { folderMediaQueryOptions } from '@client/features/backgrounds/api/get-folder-media';
import { tagSetQueryOptions } from '@client/features/tags/api/get-tag-set';
import { userQueryOptions } from '@client/features/users/api/get-user';
import { creationRequestQueryOptions } from '@client/features/publishing/api/get-creation-request';
import { publicationQueryOptions } from '@client/features/publishing/api/get-publication';

/** What the loaders need from outside the router: the app's one query client and its restore state. */
export interface LoaderContext {
  queryClient: QueryClient;
  /** True while the persisted cache is read back from IndexedDB (the pages' own queries wait for it too). */
  isRestoring: () => boolean;
}

/** Starts one query of the page; the loader neither waits for it nor sees how it ends. */
type StartQuery = (queryClient: QueryClient) => Promise<unknown>;
function start<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): StartQuery {
  return (queryClient) => queryClient.query(options);
}

const signedIn = () => getAuthState().isAuthenticated;
const signedInAdmin = () => signedIn() && getAuthState().user?.role === 'admin';

/**
 * A detail route's loader: it starts the queries its page asks for first, so their requests go out
 * while the route's lazy chunk is still loading, instead of after the page mounted. The page reads
 * them with its own `useQuery` (same options, same cache entry) and keeps every state it had: the
 * loader returns at once (the navigation never waits for data, online or offline) and swallows
 * failures (a 404, 403 or network error shows as the page already shows it). Nothing starts for a
 * signed-out user (the router outlives a session), for someone the route is not for (`canLoad`), for
 * an id the page answers with 404 itself, or while the persisted cache is being restored (the
 * restore drops details when online, so the request would be made twice).
 */
export function detailLoader(
  context: LoaderContext,
  queries: (args: LoaderFunctionArgs) => readonly StartQuery[],
  canLoad: () => boolean = signedIn,
): LoaderFunction {
  return (args) => {
    if (!canLoad() || context.isRestoring()) return null;
    for (const startQuery of queries(args)) void startQuery(context.queryClient).catch(() => undefined);
    return null;
  };
}

/**
 * The loaders run again only when the path changes: a page of a detail's own list (`?videosPage=2`)
 * or a search is read by the page's list query, not by the loader.
 */
export const samePathKeepsLoaderData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** The page of `?page=N` the list on a detail page opens on (as `usePageParam` reads it). */
function pageOf(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

/** One query per numeric id route; an id the page rejects (404) starts nothing. */
const byId =
  (...make: ((id: number, args: LoaderFunctionArgs) => StartQuery)[]) =>
  (args: LoaderFunctionArgs): StartQuery[] => {
    const id = parseRouteId(args.params.id);
    return id === null ? [] : make.map((m) => m(id, args));
  };

/** The loaders of the detail routes, named as in `paths.ts`. */
export function detailLoaders(context: LoaderContext) {
  return {
    /** The profile and its statistics, asked for side by side as the page does. */
    account: detailLoader(
      context,
      byId(
        (id) => start(accountQueryOptions(id)),
        (id) => start(accountStatsQueryOptions(id)),
      ),
    ),
    /** The group and the profiles it may hold. */
    group: detailLoader(
      context,
      byId(
        (id) => start(groupQueryOptions(id)),
        (id) => start(accountOptionsQueryOptions(id)),
      ),
    ),
    tagSet: detailLoader(
      context,
      byId((id) => start(tagSetQueryOptions(id))),
    ),
    /** Admins only: anyone else gets the 404 page without a request. */
    user: detailLoader(
      context,
      byId((id) => start(userQueryOptions(id))),
      signedInAdmin,
    ),
    /** The folder's page of backgrounds (`?page=N`). */
    folder: detailLoader(
      context,
      byId((id, { request }) => start(folderMediaQueryOptions(id, pageOf(request)))),
    ),
    /** The upload screen names the folder from its first page. */
    folderUpload: detailLoader(
      context,
      byId((id) => start(folderMediaQueryOptions(id, 1))),
    ),
    /** A creation request's publishing form. */
    creationRequest: detailLoader(context, ({ params }) => (params.idUpload ? [start(creationRequestQueryOptions(params.idUpload))] : [])),
    /** A published item. */
    publication: detailLoader(context, ({ params }) => (params.idUpload ? [start(publicationQueryOptions(params.idUpload))] : [])),
  };
}
