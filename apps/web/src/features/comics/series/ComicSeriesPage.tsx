import { BOOK_TYPES, type BookType, type ComicSeries } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { DetailSkeleton, LoadError } from '../../../components/catalogue';
import { AddToList } from '../../../components/lists';
import { DiscussionSection } from '../../../components/discussions/DiscussionSection';
import { RatingsSection } from '../../../components/discussions/ratings/RatingsSection';
import { useComicSeries } from '../api/get-comic-series';
import { BookCover } from '../components/BookCover';
import { COMICS_HOME_PATH, canonicalComicPath, comicSeriesPath } from '../comics-paths';
import { comicReaderPath } from '../reader/reader-paths';
import { ContinueReading } from './ContinueReading';
import { SeriesBookList } from './SeriesBookList';
import pageStyles from '../../../components/ui/Page.module.css';
import styles from '../comics.module.css';
import seriesStyles from './ComicSeriesPage.module.css';

/** The book types the series has books of, in the contract's order. */
export function seriesBookTypes(series: Pick<ComicSeries, 'num_books'>): BookType[] {
  return BOOK_TYPES.filter((type) => (series.num_books[type] ?? 0) > 0);
}

/** Where "start reading" opens: the first issue, else the first book of the first type it has. */
export function firstBookUuid(series: Pick<ComicSeries, 'num_books' | 'book_uuids'>): string | null {
  for (const type of seriesBookTypes(series)) {
    const first = series.book_uuids[type]?.[0];
    if (first) return first;
  }
  return null;
}

function SeriesDetail({ series }: { series: ComicSeries }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const types = seriesBookTypes(series);
  const wanted = search.get('type');
  const current = types.find((type) => type === wanted) ?? types[0] ?? null;
  const first = firstBookUuid(series);
  const total = Object.values(series.num_books).reduce((sum, count) => sum + count, 0);

  return (
    <div className={pageStyles.page}>
      <title>{t('comics.pageTitle', { title: series.title })}</title>
      <nav aria-label={t('catalogue.crumbs')}>
        <ol className={pageStyles.crumbs}>
          <li>
            <Link to={COMICS_HOME_PATH}>{t('comics.crumbs')}</Link>
          </li>
          <li aria-current="page">{series.title}</li>
        </ol>
      </nav>
      <header className={seriesStyles.hero}>
        <div className={seriesStyles.cover}>
          <BookCover
            assetType="comicseries"
            assetKey={series.asset_key}
            alt=""
            sizes="(max-width: 40rem) 40vw, 16rem"
            priority
          />
        </div>
        <div className={seriesStyles.copy}>
          <h1 className={pageStyles.pageTitle}>{series.title}</h1>
          <ul className={pageStyles.facts}>
            {series.publisher && <li>{t('comics.series.publisher', { publisher: series.publisher })}</li>}
            {series.age_rating && (
              <li>
                <span className={pageStyles.badge} title={t('comics.book.ageRating')}>
                  {series.age_rating}
                </span>
              </li>
            )}
            <li>{t(`comics.directions.${series.reading_direction}`)}</li>
            <li>{t('comics.bookCount', { count: total })}</li>
          </ul>
          {series.description && <p className={pageStyles.lead}>{series.description}</p>}
          <AddToList type="comicseries" uuid={series.uuid} title={series.title} />
          <div className={styles.actions}>
            <ContinueReading seriesUuid={series.uuid} />
            {first && (
              <Link className={styles.secondaryAction} to={comicReaderPath(first)}>
                {t('comics.series.start')}
              </Link>
            )}
          </div>
        </div>
      </header>
      <section className={pageStyles.section} aria-labelledby="comic-books-title">
        <h2 id="comic-books-title" className={pageStyles.sectionTitle}>
          {current ? t(`comics.bookTypes.${current}`) : t('comics.home.results')}
        </h2>
        {types.length > 1 && (
          <nav aria-label={t('comics.series.types')}>
            <ul className={styles.chips}>
              {types.map((type) => (
                <li key={type}>
                  <Link
                    className={styles.chip}
                    to={comicSeriesPath(series, type)}
                    aria-current={type === current ? 'page' : undefined}
                    preventScrollReset
                    replace
                  >
                    {t(`comics.bookTypes.${type}`)}{' '}
                    <span className={styles.count}>{series.num_books[type]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {current ? (
          <SeriesBookList
            key={current}
            seriesUuid={series.uuid}
            bookType={current}
            total={series.num_books[current] ?? 0}
          />
        ) : (
          <p className={pageStyles.empty}>{t('comics.series.empty')}</p>
        )}
      </section>
      <RatingsSection contentType="comicseries" contentUuid={series.uuid} title={series.title} />
      <DiscussionSection contentType="comicseries" contentUuid={series.uuid} title={series.title} />
    </div>
  );
}

/**
 * `/comics/series/:uuid/:slug?`: the series' cover, facts and description, "continue reading"
 * for a member who has started it, "start reading", and its books by type (issues, annuals,
 * collected editions), each a tab of its own address (`?type=`).
 */
export function ComicSeriesPage() {
  const { uuid = '' } = useParams();
  const { pathname, search } = useLocation();
  const series = useComicSeries(uuid);

  if (series.isPending)
    return (
      <div className={pageStyles.page}>
        <DetailSkeleton />
      </div>
    );
  if (series.isError)
    return (
      <div className={pageStyles.page}>
        <LoadError error={series.error} onRetry={() => void series.refetch()} whole />
      </div>
    );
  const redirect = canonicalComicPath(pathname, search, comicSeriesPath(series.data));
  if (redirect) return <Navigate to={redirect} replace />;
  return <SeriesDetail series={series.data} />;
}

export default ComicSeriesPage;
