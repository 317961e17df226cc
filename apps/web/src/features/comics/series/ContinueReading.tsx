import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSeriesReading } from '../api/get-series-reading';
import { comicReaderPath } from '../reader/reader-paths';
import pageStyles from '../../../components/ui/Page.module.css';
import styles from '../comics.module.css';

/**
 * "Continue reading" for a member who has read a book of this series: the book read last and
 * the page reached (comic history, reduced). Nothing for visitors, nothing while it loads (the
 * start button beside it holds the row), nothing when the history cannot be read.
 */
export function ContinueReading({ seriesUuid }: { seriesUuid: string }) {
  const { t } = useTranslation();
  const reading = useSeriesReading(seriesUuid);
  const last = reading.data?.history[0];
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
