import type { ComicBook } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { percentOf, ProgressBar, WatchedTick, type ItemProgress } from '../../../components/activity';
import { comicBookPagePath } from '../comics-paths';
import { BookCover } from './BookCover';
import styles from './BookGrid.module.css';

/** How wide a card's cover is drawn (BookGrid.module.css), for the browser's srcset choice. */
const CARD_SIZES = '(max-width: 40rem) 42vw, (max-width: 90rem) 14vw, 16rem';

/**
 * One book in a list: its cover, its number (or its kind) and title, and its series when the list
 * mixes series. The whole card is one link to the book page. A member's `progress` on it shows as
 * a bar along the cover's foot, or a tick once read.
 */
export function BookCard({
  book,
  showSeries = false,
  progress,
}: {
  book: ComicBook;
  showSeries?: boolean;
  progress?: ItemProgress;
}) {
  const { t } = useTranslation();
  const label =
    book.issue_number !== null
      ? t('comics.issueNumber', { number: book.issue_number })
      : t(`comics.bookType.${book.book_type}`);
  return (
    <Link className={styles.card} to={comicBookPagePath(book)}>
      <BookCover assetKey={book.asset_key} alt="" sizes={CARD_SIZES}>
        {progress?.done && <WatchedTick kind="book" />}
        {progress && !progress.done && progress.progress > 0 && (
          <ProgressBar
            value={progress.progress}
            label={t('activity.progressRead', { percent: percentOf(progress.progress) })}
          />
        )}
      </BookCover>
      <span className={styles.text}>
        <span className={styles.number}>{label}</span>
        <span className={styles.title}>{book.title}</span>
        {showSeries && <span className={styles.meta}>{book.series_title}</span>}
      </span>
    </Link>
  );
}
