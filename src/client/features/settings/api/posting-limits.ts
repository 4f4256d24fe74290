import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { PostingLimits } from '@shared/schemas/posting-limits';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { postingLimitsText } from '@client/components/posting-limits/text';

const postingLimitsKey = queryKeys.postingLimits.defaults();

export const postingLimitsQueryOptions = () =>
  queryOptions({
    queryKey: postingLimitsKey,
    queryFn: ({ signal }) => api.get<PostingLimits>(apiPaths.postingLimits.defaults, { signal }),
  });

/** The product default posting limits (admin): GET /api/posting-limits. */
export function usePostingLimits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...postingLimitsQueryOptions(), enabled });
}

/** PUT /api/posting-limits; toast 'Ліміти публікацій збережено'. */
export function useUpdatePostingLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostingLimits) => api.put<PostingLimits>(apiPaths.postingLimits.defaults, body),
    meta: { successMessage: postingLimitsText.saved },
    onSuccess: (limits) => {
      queryClient.setQueryData(postingLimitsKey, limits);
    },
  });
}
