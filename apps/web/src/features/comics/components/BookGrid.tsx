import type { ComicBook } from '@fanverse/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useItemProgress } from '../../../components/activity';
import { BookCard } from './BookCard';
import styles from './BookGrid.module.css';

export interface BookGridProps {
  books: readonly ComicBook[];
  showSeries?: boolean;
  /** Names the list for screen readers when no heading does. */
  label?: string;
}

/**
 * Covers that wrap into as many columns as the screen holds: two on a phone, eight on a TV. A
 * member's reading progress on them is asked once for the whole grid (a history search).
 */
export function BookGrid({ books, showSeries = false, label }: BookGridProps) {
  const comicUuids = useMemo(() => books.map((book) => book.uuid), [books]);
  const progress = useItemProgress({ comicUuids });
  return (
    <ul className={styles.grid} aria-label={label}>
      {books.map((book) => (
        <li key={book.uuid} className={styles.item}>
          <BookCard book={book} showSeries={showSeries} progress={progress.of(book.uuid)} />
        </li>
      ))}
    </ul>
  );
}

/** The grid while a page of books loads: as many cards of the same size, announced once. */
export function BookGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="visually-hidden">{t('catalogue.loading')}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.item}>
            <span className={styles.card}>
              <span className={`${styles.skeleton} ${styles.skeletonCover}`} />
              <span className={styles.text}>
                <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
                <span className={`${styles.skeleton} ${styles.skeletonLine} ${styles.short}`} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
