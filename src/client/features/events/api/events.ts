import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { EventItem, EventKind, EventsSummary } from '@shared/schemas/events';
import { api } from '@client/lib/api-client';

export const eventKeys = {
  all: ['events'] as const,
  list: (page: number, kind: string, profile: string) => ['events', 'list', page, kind, profile] as const,
  summary: ['events', 'summary'] as const,
};

/** One page of the events the user sees, newest first; refreshed every 30 s while the page is open. */
export function useEvents(page: number, kind: EventKind | '', profile: string) {
  return useQuery({
    queryKey: eventKeys.list(page, kind, profile),
    queryFn: ({ signal }) =>
      api.get<Page<EventItem>>(apiPaths.events.list, { query: { page, kind: kind || undefined, profile: profile || undefined }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** Unread events and the newest one's id, polled every 30 s (the sidebar's count). */
export function useEventsSummary() {
  return useQuery({
    queryKey: eventKeys.summary,
    queryFn: ({ signal }) => api.get<EventsSummary>(apiPaths.events.summary, { signal }),
    refetchInterval: 30_000,
  });
}

export function useMarkRead() {
  return useMutation({
    mutationFn: (id: number) => api.post<void>(apiPaths.events.read(id)),
    meta: { invalidates: [eventKeys.all] },
  });
}

export function useMarkAllRead() {
  return useMutation({
    mutationFn: () => api.post<void>(apiPaths.events.readAll),
    meta: { invalidates: [eventKeys.all] },
  });
}
