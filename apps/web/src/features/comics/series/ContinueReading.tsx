import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useComicSeries } from '../api/get-comic-series';
import { useSeriesReading } from '../api/get-series-reading';
import { comicReaderPath } from '../reader/reader-paths';
import pageStyles from '../../../components/ui/Page.module.css';
import styles from '../comics.module.css';

/**
 * "Continue reading" for a member who has read a book of this series: the book read last and
 * the page reached (the member's activity, asked with the series' books; the series is the one
 * its page already has). Nothing for visitors, nothing while it loads (the start button beside it
 * holds the row), nothing when the history cannot be read. The link is the reader's plain
 * address: the reader resumes by itself, from the newer of this browser's point and the server's.
 */
export function ContinueReading({ seriesUuid }: { seriesUuid: string }) {
  const { t } = useTranslation();
  const series = useComicSeries(seriesUuid);
  const reading = useSeriesReading(series.data);
  const last = reading.data;
  if (!last) return null;
  return (
    <Link className={pageStyles.action} to={comicReaderPath(last.book_uuid)}>
      {t('comics.series.continue')}
      <span className={styles.count}>
        {t('comics.series.continueBook', {
          title: last.book.title,
          page: last.page_index + 1,
          total: last.book.num_pages,
        })}
      </span>
    </Link>
  );
}
