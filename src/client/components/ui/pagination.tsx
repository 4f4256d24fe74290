import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { commonText } from '@client/lib/text';
import { adjacentPages, pageInRange, paginationItems } from './pagination-window';
import styles from './pagination.module.css';

const t = commonText.pagination;

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page, e.g. `?page=3`; pages are links so they can be opened and shared. */
  hrefFor: (page: number) => string;
}

/**
 * The page links (first, last, 2 either side, '...' jumps) between previous and next arrows.
 * A page past the end (an old link, or the last item deleted) replaces the URL with the last page.
 */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const navigate = useNavigate();
  const redirectTo = pageInRange(page, totalPages);
  const redirectHref = redirectTo === null ? null : hrefFor(redirectTo);
  useEffect(() => {
    if (redirectHref !== null) void navigate(redirectHref, { replace: true });
  }, [redirectHref, navigate]);

  const items = paginationItems(page, totalPages);
  if (items.length === 0 || redirectHref !== null) return null;
  const { previous, next } = adjacentPages(page, totalPages);
  return (
    <nav className={styles.pagination} aria-label={t.label}>
      <ul className={styles.list}>
        <li>
          <StepLink to={previous === null ? null : hrefFor(previous)} label={t.previous}>
            <ChevronLeft size={16} aria-hidden="true" />
          </StepLink>
        </li>
        {items.map((item) =>
          item.kind === 'jump' ? (
            <li key={`jump-${item.side}`}>
              <Link
                className={`${styles.item} ${styles.jump}`}
                to={hrefFor(item.page)}
                aria-label={t.jump(item.page)}
                title={t.jump(item.page)}
              >
                ...
              </Link>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={`${styles.item} ${item.current ? styles.current : ''}`}
                to={hrefFor(item.page)}
                aria-label={t.page(item.page)}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={next === null ? null : hrefFor(next)} label={t.next}>
            <ChevronRight size={16} aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

/** The previous / next arrow: a link, or a dimmed, unfocusable placeholder at either end. */
function StepLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null) {
    return (
      <span className={`${styles.item} ${styles.step} ${styles.disabled}`} aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <Link className={`${styles.item} ${styles.step}`} to={to} aria-label={label} title={label}>
      {children}
    </Link>
  );
}
