import type { BookType } from '@fanverse/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError } from '../../../components/catalogue';
import { useSeriesBooks } from '../api/get-series-books';
import { LoadMore } from '../components/LoadMore';
import { BookGrid, BookGridSkeleton } from '../components/BookGrid';
import pageStyles from '../../../components/ui/Page.module.css';

/** Books per page of the series books call (contract SERIES_BOOKS_PAGE_SIZE). */
const PAGE_SIZE = 20;

function SeriesBooksPage({
  seriesUuid,
  bookType,
  page,
  expected,
  last,
  onMore,
}: {
  seriesUuid: string;
  bookType: BookType;
  page: number;
  /** How many books this page should hold, so its placeholder takes their room. */
  expected: number;
  last: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const books = useSeriesBooks(seriesUuid, bookType, page);
  const grid = useRef<HTMLDivElement>(null);
  const loaded = books.isSuccess;

  useEffect(() => {
    if (page > 1 && loaded) grid.current?.querySelector<HTMLElement>('a')?.focus();
  }, [page, loaded]);

  if (books.isPending) return <BookGridSkeleton count={Math.max(1, Math.min(expected, PAGE_SIZE))} />;
  if (books.isError) return <LoadError error={books.error} onRetry={() => void books.refetch()} />;
  if (page === 1 && books.data.count === 0)
    return <p className={pageStyles.empty}>{t('comics.series.empty')}</p>;
  return (
    <>
      <div ref={grid}>
        <BookGrid books={books.data.values} label={t(`comics.bookTypes.${bookType}`)} />
      </div>
      {last && page < books.data.num_pages && <LoadMore onMore={onMore} />}
    </>
  );
}

/**
 * A series' books of one type in reading order, a page at a time ("load more"), their
 * placeholders sized from the series' own count. Keyed by type by its parent.
 */
export function SeriesBookList({
  seriesUuid,
  bookType,
  total,
}: {
  seriesUuid: string;
  bookType: BookType;
  total: number;
}) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, index) => (
        <SeriesBooksPage
          key={index + 1}
          seriesUuid={seriesUuid}
          bookType={bookType}
          page={index + 1}
          expected={total - index * PAGE_SIZE}
          last={index + 1 === pages}
          onMore={() => setPages((count) => count + 1)}
        />
      ))}
    </>
  );
}
