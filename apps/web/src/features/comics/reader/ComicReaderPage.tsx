import { isMatureComic } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AgeGatePrompt, useMatureGate } from '../../../components/age-gate';
import { LoadError } from '../../../components/catalogue';
import { LockedTitle, isParentalLock } from '../../../components/parental';
import { useProfile, useSignedIn } from '../../../lib/session';
import { useBootStageTakeover } from './boot/boot-takeover';
import { useBookDownload, useBookResume, useBookRights, useReaderBook } from './api/reader-queries';
import { PreviewButton } from '../../../components/purchases';
import { ReaderWall } from './components/ReaderWall';
import { readLocalProgress } from './logic/local-progress';
import { browserConnection, chooseQuality } from './logic/prefetch-plan';
import { linkedStart, readingLink } from './logic/reading-link';
import { readSettings, writeSettings, type ReaderSettings } from './logic/reader-settings';
import { chooseResume, type ReadingPoint } from './logic/resume-choice';
import { comicBookPath } from './reader-paths';
import { ReaderView } from './ReaderView';
import styles from './ComicReader.module.css';

/** Steps of opening a book, for the progress bar: the book, the rights, the pages' addresses. */
const STEPS = 3;

function ComicReader({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedIn();
  const profile = useProfile() as { user_guid?: string } | null;
  const reader = signedIn && profile?.user_guid ? profile.user_guid : 'anon';
  // Settings are the current reader's: signing in or out mid-book reads the other reader's.
  const [saved, setSaved] = useState(() => ({ reader, settings: readSettings(reader) }));
  const settings = saved.reader === reader ? saved.settings : readSettings(reader);
  const changeSettings = (next: ReaderSettings) => {
    setSaved({ reader, settings: next });
    writeSettings(reader, next);
  };

  // The book and the rights are asked for together; the download needs the rights' token.
  const book = useReaderBook(uuid);
  const rights = useBookRights(uuid);
  const token = rights.data;
  const canRead = token?.rights.can_read === true;
  const quality = chooseQuality(settings.quality, browserConnection());
  const download = useBookDownload(canRead ? token.jwt : null, quality);
  // `?page=&panel=` (a Continue tile) names where to open: read once, as the reader opens once;
  // it wins over the resume choice, whose server half is then not asked for.
  const [link] = useState(() => readingLink(location.search));
  const history = useBookResume(uuid, { enabled: signedIn && canRead && link === null });
  const [local] = useState(() => readLocalProgress(reader, uuid));

  // Back to the book's page (its address carries the slug once the book is known).
  const close = () => void navigate(book.data?.url ?? comicBookPath(uuid));

  // A mature book waits for the age gate (components/age-gate).
  const ageGate = useMatureGate(book.data ? isMatureComic(book.data) : null);
  const gated = ageGate.gate.status === 'ask' || ageGate.gate.status === 'blocked';

  const failure = book.error ?? rights.error ?? download.error;
  // An error, the wall or the age gate replaces the page the reader boot may have painted
  // (ReaderView takes a painted page over itself).
  useBootStageTakeover(
    Boolean(failure) || gated || (book.data !== undefined && token !== undefined && !canRead),
  );
  if (failure && isParentalLock(failure)) {
    // Above the member's parental limits (1410): the pin opens it, and the reader asks again.
    return (
      <div className={styles.reader} data-testid="comic-reader" data-status="parental">
        <div className={styles.notice}>
          <LockedTitle subject="book" whole />
          <button type="button" className={styles.secondaryButton} onClick={close}>
            {t('comics.reader.close')}
          </button>
        </div>
      </div>
    );
  }
  if (failure) {
    return (
      <div className={styles.reader} data-testid="comic-reader" data-status="error">
        <div className={styles.notice}>
          <LoadError
            error={failure}
            onRetry={() => {
              if (book.isError) void book.refetch();
              else if (rights.isError) void rights.refetch();
              else download.refetch();
            }}
            whole
          />
          <button type="button" className={styles.secondaryButton} onClick={close}>
            {t('comics.reader.close')}
          </button>
        </div>
      </div>
    );
  }

  if (book.data && token && !canRead) {
    return (
      <ReaderWall
        book={book.data}
        denial={token.denial}
        signedIn={signedIn}
        onClose={close}
        // A member without premium may spend a preview: the rights are asked again with it.
        extra={token.denial === 'premium' ? <PreviewButton type="book" uuid={uuid} /> : null}
      />
    );
  }

  if (gated) {
    return (
      <div className={styles.reader} data-testid="comic-reader" data-status="age-gate">
        <div className={styles.notice}>
          <AgeGatePrompt control={ageGate} />
          <button type="button" className={styles.secondaryButton} onClick={close}>
            {t('comics.reader.close')}
          </button>
        </div>
      </div>
    );
  }

  const historyReady = !signedIn || !canRead || link !== null || !history.isPending;
  const row = history.data;
  const server: ReadingPoint | null = row
    ? {
        page: row.page_index,
        panel: row.panel_index,
        at: row.timestamp,
        ...(row.is_watched ? { done: true } : {}),
      }
    : null;
  const pages = download.data;
  const start = !pages
    ? null
    : link
      ? linkedStart(link, pages.images.length)
      : chooseResume(local, server, pages.images.length);
  // The reader opens once the page it opens on has its address: the first reply carries the
  // first pages, a book resumed further on waits for the rest.
  const startKnown = pages !== undefined && (start === null || start.page < pages.loaded);
  if (!book.data || !pages || !historyReady || !startKnown || ageGate.gate.status !== 'open') {
    const done = [book.data, token, pages].filter(Boolean).length;
    return (
      <div className={styles.reader} data-testid="comic-reader" data-status="loading">
        <div className={styles.notice} role="status">
          <p>{t('comics.reader.loading')}</p>
          <progress
            className={styles.progress}
            max={STEPS}
            value={done}
            aria-label={t('comics.reader.loading')}
          />
        </div>
      </div>
    );
  }

  return (
    <ReaderView
      book={book.data}
      images={pages.images}
      settings={settings}
      onSettings={changeSettings}
      hdHeldBack={settings.quality === 'HD' && quality === 'SD'}
      start={start}
      reader={reader}
      onClose={close}
    />
  );
}

/**
 * `/comics/read/:uuid`: the comic reader, full screen. Keyed by the book, so "next issue" starts
 * everything afresh (a new reading session, new rights, new pages).
 */
export function ComicReaderPage() {
  const { uuid = '' } = useParams();
  return <ComicReader key={uuid} uuid={uuid} />;
}

export default ComicReaderPage;
