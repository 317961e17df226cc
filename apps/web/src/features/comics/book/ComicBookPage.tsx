import { isMatureComic, type ComicBook } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { AgeGate } from '../../../components/age-gate';
import { DetailSkeleton, LoadError, WallPrompt, slugify } from '../../../components/catalogue';
import { LockedTitle, isParentalLock } from '../../../components/parental';
import { ContentActions } from '../../../components/activity/ContentActions';
import { LikeButton } from '../../../components/activity/LikeButton';
import { AddToList } from '../../../components/lists';
import { currentLocale } from '../../../lib/i18n';
import { useSignedIn } from '../../../lib/session';
import { BuyOffer, PreviewButton, useIsOwned, withOwnership } from '../../../components/purchases';
import { useComicBook } from '../api/get-comic-book';
import { bookAccess } from '../book-access';
import { BookCover } from '../components/BookCover';
import { COMICS_HOME_PATH, canonicalComicPath, comicBookPagePath, comicSeriesPath } from '../comics-paths';
import { comicReaderPath } from '../reader/reader-paths';
import { useComicsAccess } from '../use-comics-access';
import { BookCredits } from './BookCredits';
import { formatReleaseDate } from './book-format';
import { PreviewPages } from './PreviewPages';
import pageStyles from '../../../components/ui/Page.module.css';
import styles from '../comics.module.css';
import bookStyles from './ComicBookPage.module.css';

function BookDetail({ book }: { book: ComicBook }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const { visitor, context } = useComicsAccess();
  // A book the member owns (bought, a code) opens whatever their plan (features/purchases).
  const access = withOwnership(bookAccess(book, visitor, context), useIsOwned('book', book.uuid));
  const navigate = useNavigate();
  const seriesPath = comicSeriesPath({ uuid: book.series_uuid, slug: slugify(book.series_title) });
  const kind =
    book.issue_number !== null
      ? `${t(`comics.bookType.${book.book_type}`)} ${t('comics.issueNumber', { number: book.issue_number })}`
      : t(`comics.bookType.${book.book_type}`);

  return (
    <div className={pageStyles.page}>
      <title>{t('comics.pageTitle', { title: book.title })}</title>
      <nav aria-label={t('catalogue.crumbs')}>
        <ol className={pageStyles.crumbs}>
          <li>
            <Link to={COMICS_HOME_PATH}>{t('comics.crumbs')}</Link>
          </li>
          <li>
            <Link to={seriesPath}>{book.series_title}</Link>
          </li>
          <li aria-current="page">{book.title}</li>
        </ol>
      </nav>
      <article className={bookStyles.layout} aria-labelledby="book-title">
        <div className={bookStyles.cover}>
          <BookCover
            assetKey={book.asset_key}
            kind="cover"
            alt={t('comics.book.coverAlt', { title: book.title })}
            sizes="(max-width: 40rem) 70vw, (max-width: 90rem) 28vw, 26rem"
            priority
          />
        </div>
        <div className={bookStyles.main}>
          <header className={pageStyles.pageHead}>
            <p className={pageStyles.eyebrow}>{kind}</p>
            <h1 id="book-title" className={pageStyles.pageTitle}>
              {book.title}
            </h1>
            <p className={bookStyles.series}>
              <Link to={seriesPath}>{t('comics.book.inSeries', { series: book.series_title })}</Link>
            </p>
          </header>
          <ul className={pageStyles.facts}>
            {book.age_rating && (
              <li>
                <span className={pageStyles.badge} title={t('comics.book.ageRating')}>
                  {book.age_rating}
                </span>
              </li>
            )}
            <li>{t('comics.book.pages', { count: book.num_pages })}</li>
            <li>{t(`comics.directions.${book.reading_direction}`)}</li>
            {book.release_date && <li>{formatReleaseDate(book.release_date, lang)}</li>}
          </ul>
          {book.description && <p className={pageStyles.lead}>{book.description}</p>}
          <ContentActions>
            <AddToList type="book" uuid={book.uuid} title={book.title} />
            <LikeButton type="book" uuid={book.uuid} title={book.title} />
          </ContentActions>
          <BuyOffer model="book" uuid={book.uuid} />
          {access.allowed ? (
            // A mature book waits for the age gate (components/age-gate).
            <AgeGate mature={isMatureComic(book)}>
              <div className={styles.actions}>
                <Link className={pageStyles.action} to={comicReaderPath(book.uuid)}>
                  {t('comics.book.read')}
                  <span className="visually-hidden">: {book.title}</span>
                </Link>
              </div>
            </AgeGate>
          ) : (
            <>
              <WallPrompt
                prompt={access.prompt}
                {...(access.plan ? { plan: access.plan } : {})}
                returnTo={pathname}
                signedIn={signedIn}
                subject="book"
              />
              {access.prompt === 'premium' && (
                <PreviewButton
                  type="book"
                  uuid={book.uuid}
                  onGranted={() => void navigate(comicReaderPath(book.uuid))}
                />
              )}
            </>
          )}
          <BookCredits book={book} />
          <section className={bookStyles.block} aria-labelledby="book-details">
            <h2 id="book-details" className={bookStyles.blockTitle}>
              {t('comics.book.details')}
            </h2>
            <dl className={bookStyles.list}>
              {book.publisher && (
                <div className={bookStyles.row}>
                  <dt>{t('comics.book.publisher')}</dt>
                  <dd>{book.publisher}</dd>
                </div>
              )}
              {book.imprint && (
                <div className={bookStyles.row}>
                  <dt>{t('comics.book.imprint')}</dt>
                  <dd>{book.imprint}</dd>
                </div>
              )}
              {book.release_date && (
                <div className={bookStyles.row}>
                  <dt>{t('comics.book.released')}</dt>
                  <dd>{formatReleaseDate(book.release_date, lang)}</dd>
                </div>
              )}
              {book.available_formats.length > 0 && (
                <div className={bookStyles.row}>
                  <dt>{t('comics.book.format')}</dt>
                  <dd>{book.available_formats.join(' · ')}</dd>
                </div>
              )}
            </dl>
          </section>
        </div>
      </article>
      <PreviewPages book={book} />
    </div>
  );
}

/**
 * `/comics/book/:uuid/:slug?`: the cover, the facts, the description, credits and details, the
 * preview pages, and either "Read now" (the reader) or the wall's prompt (`bookAccess`, as the
 * server's book rights decide it).
 */
export function ComicBookPage() {
  const { uuid = '' } = useParams();
  const { pathname, search } = useLocation();
  const book = useComicBook(uuid);

  if (book.isPending)
    return (
      <div className={pageStyles.page}>
        <DetailSkeleton />
      </div>
    );
  if (book.isError)
    return (
      <div className={pageStyles.page}>
        {/* Above the member's parental limits (1410): the pin opens it. */}
        {isParentalLock(book.error) ? (
          <LockedTitle subject="book" whole />
        ) : (
          <LoadError error={book.error} onRetry={() => void book.refetch()} whole />
        )}
      </div>
    );
  const redirect = canonicalComicPath(pathname, search, comicBookPagePath(book.data));
  if (redirect) return <Navigate to={redirect} replace />;
  return <BookDetail book={book.data} />;
}

export default ComicBookPage;
