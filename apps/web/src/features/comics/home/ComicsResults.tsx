import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../../components/catalogue';
import { RESULTS_PAGE_SIZE, useComicBooks } from '../api/browse-comic-books';
import { LoadMore } from '../components/LoadMore';
import { BookGrid, BookGridSkeleton } from '../components/BookGrid';
import { COMICS_HOME_PATH } from '../comics-paths';
import { booksQuery, type BrowseChoice } from './browse-choice';
import pageStyles from '../../../components/ui/Page.module.css';
import styles from '../comics.module.css';

/** One page of results: its own query, so loading more never asks again for what is shown. */
function ResultsPage({
  choice,
  page,
  last,
  onMore,
}: {
  choice: BrowseChoice;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const books = useComicBooks(booksQuery(choice), page);
  const grid = useRef<HTMLDivElement>(null);
  const loaded = books.isSuccess;

  // "Load more" was pressed and has gone: its page's first book takes the keyboard focus.
  useEffect(() => {
    if (page > 1 && loaded) grid.current?.querySelector<HTMLElement>('a')?.focus();
  }, [page, loaded]);

  if (books.isPending) return <BookGridSkeleton count={page === 1 ? 12 : RESULTS_PAGE_SIZE} />;
  if (books.isError) return <LoadError error={books.error} onRetry={() => void books.refetch()} />;

  const { values, num_pages: numPages, count } = books.data;
  if (page === 1 && count === 0) {
    return (
      <div className={pageStyles.empty}>
        <p>{t('comics.home.empty')}</p>
        <Link className={styles.secondaryAction} to={COMICS_HOME_PATH} preventScrollReset>
          {t('comics.home.clear')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <div ref={grid}>
        <BookGrid books={values} showSeries label={t('comics.home.resultsLabel')} />
      </div>
      {last && page < numPages && <LoadMore onMore={onMore} />}
    </>
  );
}

/**
 * The books of one choice, a page at a time: "load more" adds the next page below (focus stays
 * where the visitor is), the grid keeps its size while a page loads. Keyed by the choice, so a
 * new filter starts again from the first page.
 */
export function ComicsResults({ choice }: { choice: BrowseChoice }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  return (
    <section className={pageStyles.section} aria-labelledby="comics-results">
      <h2 id="comics-results" className={pageStyles.sectionTitle}>
        {t('comics.home.results')}
      </h2>
      {Array.from({ length: pages }, (_, index) => (
        <ResultsPage
          key={index + 1}
          choice={choice}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages((count) => count + 1)}
        />
      ))}
    </section>
  );
}
