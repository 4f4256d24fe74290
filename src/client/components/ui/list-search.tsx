import { SearchX, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { type Page, SEARCH_MAX_LENGTH } from '@shared/schemas/common';
import { commonText } from '@client/lib/text';
import type { ListSearch } from '@client/lib/use-list-search';
import { Button } from './button';
import { IconButton } from './icon-button';
import { SearchInput } from './search-input';
import styles from './list-search.module.css';

const t = commonText.search;

interface SearchableListProps {
  search: ListSearch;
  /** The list's query: its answer (for the count) and whether it still shows the previous search's rows. */
  result: { data?: Pick<Page<unknown>, 'total'>; isPlaceholderData: boolean };
  /** The list (a table or a grid); replaced by a 'nothing found' message when the search finds nothing. */
  children: ReactNode;
}

/**
 * A list with the spec's 'Знайти' box above it: the search is server-side and kept in the URL
 * (useListSearch). While a search is on, it says how many were found; when nothing was, it says so
 * with the query and offers to clear it.
 */
export function SearchableList({ search, result, children }: SearchableListProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const answered = search.q !== '' && result.data !== undefined && !result.isPlaceholderData;
  const nothingFound = answered && result.data?.total === 0;
  const clear = () => {
    search.clear();
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && search.text !== '') {
      event.preventDefault();
      clear();
    }
  };

  return (
    <>
      <div className={styles.bar} role="search">
        <div className={styles.field}>
          <SearchInput
            ref={inputRef}
            value={search.text}
            onChange={search.onChange}
            onKeyDown={onKeyDown}
            maxLength={SEARCH_MAX_LENGTH}
            className={styles.input}
          />
          {search.text !== '' && (
            <IconButton className={styles.clear} label={t.clear} onClick={clear}>
              <X size={16} aria-hidden="true" />
            </IconButton>
          )}
        </div>
        <p className={styles.count} role="status">
          {answered && !nothingFound ? t.found(result.data?.total ?? 0) : ''}
        </p>
      </div>
      {nothingFound ? (
        <div className={styles.empty}>
          <SearchX className={styles.emptyIcon} size={28} aria-hidden="true" />
          <p className={styles.emptyTitle} role="status">
            {t.nothingFound(search.q)}
          </p>
          <p className={styles.emptyHint}>{t.hint}</p>
          <Button variant="secondary" onClick={clear}>
            {t.clear}
          </Button>
        </div>
      ) : (
        children
      )}
    </>
  );
}
