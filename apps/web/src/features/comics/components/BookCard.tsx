import type { ComicBook } from '@fanverse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { comicBookPagePath } from '../comics-paths';
import { BookCover } from './BookCover';
import styles from './BookGrid.module.css';

/** How wide a card's cover is drawn (BookGrid.module.css), for the browser's srcset choice. */
const CARD_SIZES = '(max-width: 40rem) 42vw, (max-width: 90rem) 14vw, 16rem';

/**
 * One book in a list: its cover, its number (or its kind) and title, and its series when the list
 * mixes series. The whole card is one link to the book page.
 */
export function BookCard({ book, showSeries = false }: { book: ComicBook; showSeries?: boolean }) {
  const { t } = useTranslation();
  const label =
    book.issue_number !== null
      ? t('comics.issueNumber', { number: book.issue_number })
      : t(`comics.bookType.${book.book_type}`);
  return (
    <Link className={styles.card} to={comicBookPagePath(book)}>
      <BookCover assetKey={book.asset_key} alt="" sizes={CARD_SIZES} />
      <span className={styles.text}>
        <span className={styles.number}>{label}</span>
        <span className={styles.title}>{book.title}</span>
        {showSeries && <span className={styles.meta}>{book.series_title}</span>}
      </span>
    </Link>
  );
}
