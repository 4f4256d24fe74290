import { queryOptions, useQueries } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import { commonMessages } from '@shared/messages/common';
import { TikTokCreatorSchema, type TikTokCreator } from '@shared/schemas/publication-options';
import { api, ApiError } from '@client/lib/api-client';
import type { CreatorLoad } from '../model/tiktok-options-model';
import { tiktokCreatorKeys } from './queries';

/**
 * GET /api/accounts/{id}/tiktok-creator: the profile's TikTok creator (nickname, the privacy levels
 * and interactions TikTok allows it now). An answer that is not a creator counts as a failure.
 */
export async function getTikTokCreator(accountId: number, signal?: AbortSignal): Promise<TikTokCreator> {
  const body = await api.get<unknown>(apiPaths.accountTikTokCreator(accountId), { signal });
  const parsed = v.safeParse(TikTokCreatorSchema, body);
  if (!parsed.success) throw new Error(commonMessages.genericError);
  return parsed.output;
}

/**
 * TikTok's Content Sharing Guidelines ask for the creator's info whenever the post form shows: fetched
 * when the form opens, kept for a minute, never retried on its own (a failure shows with a retry).
 */
export const tiktokCreatorQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: tiktokCreatorKeys.detail(accountId),
    queryFn: ({ signal }) => getTikTokCreator(accountId, signal),
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

/** The server's Ukrainian text for a failed creator request (its own, else the generic one). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages.join(' ');
  if (error instanceof ApiError && error.status === 0) return error.message;
  return commonMessages.genericError;
}

/** One creator request per profile while `enabled`; each profile's state and a retry for it. */
export function useTikTokCreators(
  accountIds: readonly number[],
  enabled: boolean,
): Array<{ accountId: number; load: CreatorLoad; retry: () => void }> {
  const results = useQueries({
    queries: accountIds.map((accountId) => ({ ...tiktokCreatorQueryOptions(accountId), enabled })),
  });
  return results.map((result, index) => {
    const accountId = accountIds[index]!;
    const retry = () => void result.refetch();
    if (result.data) return { accountId, load: { status: 'ready', creator: result.data }, retry };
    if (result.isError && !result.isFetching) {
      // 409: TikTok is not switched on or not connected for this profile; it gets no TikTok post.
      const inactive = result.error instanceof ApiError && result.error.status === 409;
      return { accountId, load: { status: inactive ? 'inactive' : 'failed', message: failureText(result.error) }, retry };
    }
    return { accountId, load: { status: 'loading' }, retry };
  });
}
