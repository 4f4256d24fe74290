import { type RefObject, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/** What a route may declare in its `handle` for the layout. */
export interface LayoutRouteHandle {
  /** A create page: its form's first field gets the focus when the page opens. */
  focusFirstField?: boolean;
}

const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'select:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
  '[role="combobox"]:not([aria-disabled="true"])',
].join(', ');

/** The first field of the first form in `root` a user could type into (shown, enabled), or null. */
export function firstFormField(root: ParentNode): HTMLElement | null {
  for (const field of root.querySelectorAll<HTMLElement>(`form :is(${FIELD})`)) {
    // Skips fields that are not rendered (display: none, hidden ancestors); assumed shown where the check is missing.
    if (typeof field.checkVisibility !== 'function' || field.checkVisibility()) return field;
  }
  return null;
}

/** How long a create page's form may take to appear (its code and data loading) before the focus is left alone. */
const WAIT_MS = 10_000;

/**
 * On a route whose handle asks for it (the create pages, see the router), focuses the first field
 * of the page's form once it is rendered: each create page gets this from its route, not from its
 * own code. The focus is not taken when the user has already put it inside the page.
 */
export function useFocusFirstField(mainRef: RefObject<HTMLElement | null>) {
  const matches = useMatches();
  const { key } = useLocation();
  const wanted = matches.some((match) => (match.handle as LayoutRouteHandle | undefined)?.focusFirstField === true);

  useEffect(() => {
    const main = mainRef.current;
    if (!wanted || !main) return;
    const settled = () => {
      const active = document.activeElement;
      // The user (or an autoFocus) is already in the page: leave the focus where it is.
      if (active && active !== main && main.contains(active)) return true;
      const field = firstFormField(main);
      if (!field) return false;
      field.focus();
      return true;
    };
    if (settled()) return;
    const observer = new MutationObserver(() => {
      if (settled()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'class'] });
    return stop;
  }, [wanted, key, mainRef]);
}
