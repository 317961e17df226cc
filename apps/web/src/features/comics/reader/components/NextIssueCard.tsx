import type { ComicBook } from '@fanverse/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { comicBookPath, comicReaderPath } from '../reader-paths';
import styles from '../ComicReader.module.css';

interface NextIssueCardProps {
  book: ComicBook;
  /** undefined while it is being looked up; null when this was the last one. */
  next: ComicBook | null | undefined;
  onReadAgain(): void;
}

/** The end of a book: the next one of the same series and type, or the way back. */
export function NextIssueCard({ book, next, onReadAgain }: NextIssueCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.endCard} aria-labelledby={titleId} data-testid="reader-end">
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.endTitle}>
        {t('comics.reader.end.title', { title: book.title })}
      </h2>
      {next === undefined && <p className={styles.hint}>{t('comics.reader.end.looking')}</p>}
      {next && (
        <Link
          className={styles.primaryButton}
          to={comicReaderPath(next.uuid)}
          data-testid="reader-next-issue"
        >
          {t('comics.reader.end.next', { title: next.title })}
        </Link>
      )}
      {next === null && <p className={styles.hint}>{t('comics.reader.end.last')}</p>}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondaryButton} onClick={onReadAgain}>
          {t('comics.reader.end.again')}
        </button>
        <Link className={styles.secondaryButton} to={book.url || comicBookPath(book.uuid)}>
          {t('comics.reader.end.back')}
        </Link>
      </div>
    </section>
  );
}
