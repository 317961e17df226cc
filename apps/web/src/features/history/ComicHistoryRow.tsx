import type { ComicHistoryItem } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ProgressBar, WatchedTick } from '../../components/activity';
import { ArtImage } from '../../components/catalogue';
import { RelativeTime } from '../../components/discussions/RelativeTime';
import { Button } from '../../components/ui/form';
import { SafeLink } from '../../components/ui/SafeLink';
import { comicProgress } from './history-model';
import styles from './history.module.css';

export interface ComicHistoryRowProps {
  item: ComicHistoryItem;
  onRemove: () => void;
}

/**
 * One book the member read: its cover with the progress bar and the read tick, the book's title
 * (a link to its page), the series and issue, when, and the page reached; then Remove from
 * history. Books have no read mark of their own (the history calls mark episodes only).
 */
export function ComicHistoryRow({ item, onRemove }: ComicHistoryRowProps) {
  const { t } = useTranslation();
  const { book } = item;
  const art = book.asset_key ? { assetType: 'book' as const, assetKey: book.asset_key, kind: 'thumb' } : null;
  return (
    <li className={styles.row}>
      <span className={styles.art} data-shape="cover">
        <ArtImage art={art} alt="" sizes="(min-width: 100rem) 8rem, 6rem" />
        {item.is_watched && <WatchedTick kind="book" />}
        <ProgressBar value={comicProgress(item)} />
      </span>
      <div className={styles.rowText}>
        <p className={styles.eyebrow}>{book.series_title}</p>
        <h2 className={styles.rowTitle}>
          <SafeLink to={book.url}>{book.title}</SafeLink>
        </h2>
        <p className={styles.facts}>
          {book.issue_number !== null && <span>{t('history.row.issue', { number: book.issue_number })}</span>}
          <span>
            <RelativeTime iso={item.event_ts} />
          </span>
          {!item.is_watched && book.num_pages > 0 && (
            <span>
              {t('history.row.page', {
                page: Math.min(item.page_index + 1, book.num_pages),
                total: book.num_pages,
              })}
            </span>
          )}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.small} onClick={onRemove}>
          {t('history.row.remove')}
          <span className="visually-hidden">{`: ${book.title}`}</span>
        </Button>
      </div>
    </li>
  );
}
