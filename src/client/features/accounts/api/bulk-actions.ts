import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { BulkAction, BulkActionRequest } from '@shared/schemas/bulk-actions';
import { api } from '@client/lib/api-client';
import { accountKeys, groupKeys } from './queries';

/** POST /api/accounts/bulk-actions: the action starts as a job; the answer is its record. */
export function startBulkAction(request: BulkActionRequest): Promise<BulkAction> {
  return api.post<BulkAction>(apiPaths.fleet.bulkActions, request);
}

export function useStartBulkAction() {
  return useMutation({ mutationFn: startBulkAction });
}

/**
 * The action's progress, asked every second until it is done; then the profiles' lists, the health
 * board and the groups reload once (whatever the action changed).
 */
export function useBulkActionProgress(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    ...queryOptions({
      queryKey: accountKeys.bulkAction(id),
      queryFn: async ({ signal }) => {
        const action = await api.get<BulkAction>(apiPaths.fleet.bulkAction(id!), { signal });
        if (action.status === 'done') {
          for (const queryKey of [
            accountKeys.lists(),
            accountKeys.healthBoards(),
            accountKeys.details(),
            accountKeys.options(),
            groupKeys.all,
          ])
            void client.invalidateQueries({ queryKey });
        }
        return action;
      },
    }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : 1000),
  });
}
