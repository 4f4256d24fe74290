import type { ReactNode } from 'react';
import type { Page } from '@shared/schemas/common';
import { DataTable, type DataTableProps } from './data-table';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** One page of a list query as a list page hands it to its table or grid, with the link of any other page. */
export interface PagedListProps<T> {
  data: Page<T> | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The link of a page, e.g. `?page=3` (see Pagination). */
  hrefFor: (page: number) => string;
}

/** The part of a list query (TanStack Query's result) that a paged list shows. */
interface PagedQuery<T> {
  data: Page<T> | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A list query as a table's or a grid's props: `<GroupsTable {...pagedList(groups, hrefFor)} />`. */
export function pagedList<T>(query: PagedQuery<T>, hrefFor: (page: number) => string): PagedListProps<T> {
  return { data: query.data, isLoading: query.isPending, error: query.error, onRetry: () => void query.refetch(), hrefFor };
}

type PagedTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'isLoading' | 'error' | 'onRetry' | 'footer'> & PagedListProps<T>;

/** A DataTable of one page of a list, with the page links under it. */
export function PagedTable<T>({ data, hrefFor, ...table }: PagedTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={data?.data}
      footer={data && <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />}
    />
  );
}

/**
 * One page of a list laid out by `children` (a grid of cards), with the page links under it: a spinner
 * while the first page loads, the error with a retry, and the empty state when the page holds nothing.
 */
export function PagedItems<T>({
  data,
  isLoading,
  error,
  onRetry,
  hrefFor,
  children,
}: PagedListProps<T> & { children: (items: T[]) => ReactNode }) {
  if (isLoading && !data) return <Spinner block />;
  if (error && !data) return <ErrorState error={error} onRetry={onRetry} />;
  if (!data || data.data.length === 0) {
    // An emptied or out-of-range page: the pagination sends the URL to the last page that exists.
    return (
      <>
        <EmptyState />
        {data && <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />}
      </>
    );
  }
  return (
    <>
      {children(data.data)}
      <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
    </>
  );
}
