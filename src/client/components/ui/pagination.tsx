import { Link } from 'react-router-dom';
import { uiText } from '../../lib/ui-text';
import { paginationItems } from './pagination-window';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page, e.g. `?page=3`; pages are links so they can be opened and shared. */
  hrefFor: (page: number) => string;
}

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const items = paginationItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={uiText.pagination.label}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.kind === 'jump' ? (
            <li key={`jump-${item.side}`}>
              <Link className={`${styles.item} ${styles.jump}`} to={hrefFor(item.page)} aria-label={uiText.pagination.jump(item.page)} title={uiText.pagination.jump(item.page)}>
                ...
              </Link>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={`${styles.item} ${item.current ? styles.current : ''}`}
                to={hrefFor(item.page)}
                aria-label={uiText.pagination.page(item.page)}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
