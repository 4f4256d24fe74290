import { type ChangeEvent, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '@shared/schemas/common';
import { usePageParam } from './use-page-param';

/** How long typing must pause before the search goes to the URL (and so to the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search text as the URL and the API take it: trimmed, at most SEARCH_MAX_LENGTH characters. */
export const normaliseSearch = (raw: string | null | undefined): string => (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();

/**
 * The URL parameters for a new search: `q` set (or removed when empty) and the page removed, since a
 * new search starts at its first page. Other parameters stay.
 */
export function searchParamsFor(current: URLSearchParams, q: string, key = 'q', pageKey = 'page'): URLSearchParams {
  const next = new URLSearchParams(current);
  if (q === '') next.delete(key);
  else next.set(key, q);
  next.delete(pageKey);
  return next;
}

export interface ListSearch {
  /** The committed search (from the URL): what the list is asked for. */
  q: string;
  /** The page (from the URL). */
  page: number;
  /** A link to another page of the same search. */
  hrefFor: (page: number) => string;
  /** What the input shows: follows typing at once, and the URL on back/forward. */
  text: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Empties the search at once (no debounce) and goes back to the whole list. */
  clear: () => void;
}

/**
 * A list's search and page, kept in the URL (`?q=…&page=…`) so they survive a reload, can be linked
 * and come back with back/forward. Typing commits `q` after SEARCH_DEBOUNCE_MS of quiet, on page 1:
 * starting or clearing a search adds a history entry, refining it replaces the current one.
 */
export function useListSearch({ debounceMs = SEARCH_DEBOUNCE_MS, key = 'q', pageKey = 'page' } = {}): ListSearch {
  const [params, setParams] = useSearchParams();
  const { page, hrefFor } = usePageParam(pageKey);
  const q = normaliseSearch(params.get(key));
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);

  // The URL changed under the input (back/forward, a link, a cleared search): show what it holds.
  // After our own commit the text already says the same, so what is typed is never overwritten.
  if (q !== seenQ) {
    setSeenQ(q);
    if (normaliseSearch(text) !== q) setText(q);
  }

  const commit = useCallback(
    (next: string) => setParams((current) => searchParamsFor(current, next, key, pageKey), { replace: q !== '' && next !== '' }),
    [setParams, key, pageKey, q],
  );

  useEffect(() => {
    const next = normaliseSearch(text);
    if (next === q) return undefined;
    const timer = setTimeout(() => commit(next), debounceMs);
    return () => clearTimeout(timer);
  }, [text, q, commit, debounceMs]);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => setText(event.target.value), []);
  const clear = useCallback(() => {
    setText('');
    commit('');
  }, [commit]);

  return { q, page, hrefFor, text, onChange, clear };
}
