import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Icon } from '../ui/Icon';
import { pagerEntries, searchWithPage } from './pager';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  numPages: number;
  /** Names the navigation ("Pages of Fan favourites"). */
  label: string;
  /** The query parameter holding the page, when a screen pages two lists. */
  param?: string;
}

/**
 * Previous, numbered and next page links. The page lives in the address (`?page=3`), so a page
 * can be shared, reloaded and reached with Back; the current one is marked for screen readers.
 */
export function Pager({ page, numPages, label, param = 'page' }: PagerProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (numPages <= 1) return null;
  const search = new URLSearchParams(location.search);
  const to = (n: number) => ({ pathname: location.pathname, search: searchWithPage(search, n, param) });

  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link className={styles.step} to={to(page - 1)} rel="prev">
          <Icon name="chevronLeft" className={styles.icon} />
          {t('catalogue.pager.previous')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.off}`} aria-hidden="true">
          <Icon name="chevronLeft" className={styles.icon} />
          {t('catalogue.pager.previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {pagerEntries(page, numPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className={styles.number}
                to={to(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('catalogue.pager.page', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < numPages ? (
        <Link className={styles.step} to={to(page + 1)} rel="next">
          {t('catalogue.pager.next')}
          <Icon name="chevronRight" className={styles.icon} />
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.off}`} aria-hidden="true">
          {t('catalogue.pager.next')}
          <Icon name="chevronRight" className={styles.icon} />
        </span>
      )}
    </nav>
  );
}
