import type { ComicBook, ComicPageImage } from '@fanverse/contract';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNextBook } from './api/reader-queries';
import { useBootStageTakeover } from './boot/boot-takeover';
import { GoToPageDialog } from './components/GoToPageDialog';
import { NextIssueCard } from './components/NextIssueCard';
import { PagedStage, type StagePage } from './components/PagedStage';
import { ReaderSettingsPanel } from './components/ReaderSettingsPanel';
import { ThumbnailStrip } from './components/ThumbnailStrip';
import { VerticalStage } from './components/VerticalStage';
import { useComicLog } from './hooks/use-comic-log';
import { useElementSize } from './hooks/use-element-size';
import { useFocusTrap } from './hooks/use-focus-trap';
import { useFullscreen } from '../../../lib/use-fullscreen';
import { usePagePrefetch } from './hooks/use-page-prefetch';
import { useReducedMotion } from './hooks/use-reduced-motion';
import { useStageGestures } from './hooks/use-stage-gestures';
import { guidedEnter, guidedNext, guidedPrev, type GuidedPosition } from './logic/guided-steps';
import { writeLocalProgress } from './logic/local-progress';
import {
  readerKeyAction,
  swipeAction,
  tapAction,
  TAP_EDGE,
  type FocusKind,
  type ReaderAction,
} from './logic/reader-keys';
import { effectiveDirection, effectiveMode, type ReaderSettings } from './logic/reader-settings';
import { buildViews, screenOrder, viewBox, viewOfPage } from './logic/spreads';
import {
  clampPan,
  fitContent,
  fitRect,
  isZoomedIn,
  settleZoom,
  zoomAt,
  type Transform,
} from './logic/transform';
import styles from './ComicReader.module.css';

export interface ReaderViewProps {
  book: ComicBook;
  images: readonly ComicPageImage[];
  settings: ReaderSettings;
  onSettings(settings: ReaderSettings): void;
  hdHeldBack: boolean;
  /** Where to open: a page, and a panel to open guided view on. */
  start: { page: number; panel: number | null } | null;
  /** Whose progress this is in local storage (user guid or `anon`). */
  reader: string;
  onClose(): void;
}

/**
 * A performance mark set in the frame after the first page image is shown: the comic-reader
 * bench times the first page painted by it (bench/comic-reader.ts).
 */
export const FIRST_PAGE_MARK = 'fanverse:comic-first-page';

function focusKindOf(element: Element | null): FocusKind {
  if (!(element instanceof HTMLElement)) return 'other';
  if (element.isContentEditable || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT')
    return 'text';
  if (element.tagName === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    if (type === 'range') return 'slider';
    if (type === 'checkbox' || type === 'radio' || type === 'button' || type === 'submit') return 'button';
    return 'text';
  }
  if (element.tagName === 'BUTTON' || element.tagName === 'A') return 'button';
  return 'other';
}

const NO_URLS: readonly string[] = [];

/** Pixels an arrow key scrolls the continuous strip: the browser's own step for a scroller. */
const ARROW_SCROLL = 40;

/** The panel counts per page, for guided stepping. */
const panelCountsOf = (images: readonly ComicPageImage[]) => images.map((image) => image.panels.length);

/**
 * The reader itself, once the pages' addresses are there: the stage (single, double, vertical or
 * guided), the toolbar with the page slider, the thumbnail strip, settings, go to page and the
 * end card; keys, taps, swipes, pinch and wheel; the reading log and the local progress.
 */
export function ReaderView({
  book,
  images,
  settings,
  onSettings,
  hdHeldBack,
  start,
  reader,
  onClose,
}: ReaderViewProps) {
  const { t } = useTranslation();
  const numPages = images.length;
  const mode = effectiveMode(settings.mode, book.reading_direction);
  const direction = effectiveDirection(settings.direction, book.reading_direction);
  const views = useMemo(() => buildViews(images, mode, settings.offset), [images, mode, settings.offset]);
  const panelCounts = useMemo(() => panelCountsOf(images), [images]);
  const urls = useMemo(() => images.map((image) => image.signed_url), [images]);

  const [page, setPage] = useState(() => Math.min(start?.page ?? 0, Math.max(0, numPages - 1)));
  const [guided, setGuided] = useState<GuidedPosition | null>(() =>
    start && start.panel !== null ? guidedEnter(start.page, panelCounts, start.panel) : null,
  );
  const [whole, setWhole] = useState(false);
  const [zoom, setZoom] = useState<Transform | null>(null);
  const [ended, setEnded] = useState(false);
  const [chrome, setChrome] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [gotoOpen, setGotoOpen] = useState(false);
  const [jump, setJump] = useState(0);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  const viewport = useElementSize(stage);
  const reducedMotion = useReducedMotion();
  const fullscreen = useFullscreen(root);
  const record = useComicLog({ bookUuid: book.uuid, seriesUuid: book.series_uuid || null }, () => ({
    page,
    panel: guided?.panel ?? null,
  }));
  useFocusTrap(root);
  // Focus starts in the reader, so its keys work at once and a screen reader lands in it.
  useEffect(() => root?.focus({ preventScroll: true }), [root]);

  // Until the first page is on screen it has the line to itself: thumbnails and prefetching
  // wait for it (on a slow line they would share its bandwidth).
  const [firstShown, setFirstShown] = useState(false);
  const marked = useRef(false);
  const markFirstPage = useCallback(() => {
    if (marked.current) return;
    marked.current = true;
    setFirstShown(true);
    requestAnimationFrame(() => performance.mark(FIRST_PAGE_MARK));
  }, []);

  const view = viewOfPage(views, page);
  const currentPages = useMemo(() => views[view] ?? [0], [views, view]);
  usePagePrefetch(firstShown ? urls : NO_URLS, views, view);
  const nextBook = useNextBook(book, { enabled: view >= views.length - 2 });

  // Events and local progress: one page_view per page reached, one panel_view per panel shown.
  const opened = useRef(false);
  const completed = useRef(false);
  const panelIndex = guided?.panel ?? null;
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      record('open', page, panelIndex);
    }
    record(guided && panelIndex !== null ? 'panel_view' : 'page_view', page, panelIndex);
    const last = page >= numPages - 1;
    if (last && !completed.current) {
      completed.current = true;
      record('complete', page, panelIndex);
    }
    writeLocalProgress(reader, book.uuid, {
      page,
      panel: guided ? panelIndex : null,
      at: Date.now(),
      ...(last ? { done: true } : {}),
    });
  }, [book.uuid, guided, numPages, page, panelIndex, reader, record]);

  // Geometry of what is shown.
  const stagePages: StagePage[] = useMemo(() => {
    const shown = guided ? [guided.page] : screenOrder(currentPages, direction);
    const { widths, height } = viewBox(shown.map((index) => images[index]!));
    // Each page starts where the ones to its left end.
    const lefts = widths.map((_, position) =>
      widths.slice(0, position).reduce((sum, width) => sum + width, 0),
    );
    return shown.map((index, position) => ({
      index,
      image: images[index]!,
      left: lefts[position] ?? 0,
      width: widths[position] ?? 0,
      height,
    }));
  }, [currentPages, direction, guided, images]);
  const box = useMemo(
    () => ({
      width: stagePages.reduce((sum, page) => sum + page.width, 0) || 1,
      height: stagePages[0]?.height ?? 1,
    }),
    [stagePages],
  );
  const fitted = fitContent(box, viewport);
  // The page the reader boot painted goes once this one is shown where it is (fitted to the
  // measured stage): the same place, so the swap is invisible.
  useBootStageTakeover(firstShown && (mode === 'vertical' || viewport.width > 0));
  const guidedPanel =
    guided && guided.panel !== null && !whole ? (images[guided.page]?.panels[guided.panel] ?? null) : null;
  const baseTransform = guidedPanel
    ? fitRect(
        {
          x: guidedPanel.start_x,
          y: guidedPanel.start_y,
          width: guidedPanel.size_x,
          height: guidedPanel.size_y,
        },
        viewport,
      )
    : fitted;
  const transform = zoom ?? baseTransform;

  const goToPage = useCallback(
    (target: number) => {
      const clamped = Math.min(Math.max(0, target), numPages - 1);
      setZoom(null);
      setWhole(false);
      setEnded(false);
      setPage(clamped);
      setGuided((current) => (current ? guidedEnter(clamped, panelCounts, 0) : null));
      setJump((count) => count + 1);
    },
    [numPages, panelCounts],
  );

  const step = useCallback(
    (forward: boolean) => {
      if (ended) {
        if (!forward) setEnded(false);
        return;
      }
      setZoom(null);
      if (guided && mode !== 'vertical') {
        setWhole(false);
        const next = forward ? guidedNext(guided, panelCounts) : guidedPrev(guided, panelCounts);
        if (next === 'end') setEnded(true);
        else if (next !== 'start') {
          setGuided(next);
          setPage(next.page);
        }
        return;
      }
      if (guided) {
        // Guided view in a scrolling book steps like single pages.
        setGuided(null);
      }
      const target = view + (forward ? 1 : -1);
      if (target >= views.length) {
        setEnded(true);
        return;
      }
      if (target < 0) return;
      setPage(views[target]![0]!);
      setJump((count) => count + 1);
    },
    [ended, guided, mode, panelCounts, view, views],
  );

  const toggleGuided = useCallback(() => {
    setZoom(null);
    setWhole(false);
    setGuided((current) => (current ? null : guidedEnter(currentPages[0] ?? page, panelCounts, 0)));
  }, [currentPages, page, panelCounts]);

  const act = useCallback(
    (action: ReaderAction) => {
      switch (action) {
        case 'next':
          return step(true);
        case 'prev':
          return step(false);
        case 'first':
          return goToPage(0);
        case 'last':
          return goToPage(numPages - 1);
        case 'fullscreen':
          return fullscreen.toggle();
        case 'goto':
          return setGotoOpen(true);
        case 'guided':
          return toggleGuided();
        case 'close':
          if (settingsOpen) return setSettingsOpen(false);
          return onClose();
      }
    },
    [fullscreen, goToPage, numPages, onClose, settingsOpen, step, toggleGuided],
  );

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (gotoOpen || event.defaultPrevented) return;
    const flow = mode === 'vertical' ? 'vertical' : direction;
    const action = readerKeyAction(event, flow, focusKindOf(document.activeElement));
    if (!action) return;
    // In continuous scroll the arrows up and down scroll the strip. The browser does that by
    // itself only while focus is in the strip (the reader, focused on opening, is its parent, not
    // a scroller), so from anywhere else in the reader the strip is scrolled here.
    if (mode === 'vertical' && !guided && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      if (strip && !strip.contains(document.activeElement)) {
        event.preventDefault();
        strip.scrollBy({ top: (event.key === 'ArrowDown' ? 1 : -1) * ARROW_SCROLL });
      }
      return;
    }
    event.preventDefault();
    act(action);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // Touch and mouse on the stage. Several moves may arrive between two renders, so zoom and pan
  // build on the latest transform (the state's, or the fitted one when not zoomed).
  const moveFrom = (update: (now: Transform) => Transform) =>
    setZoom((previous) => clampPan(update(previous ?? baseTransform), box, viewport));
  useStageGestures(stage, {
    waitsForDoubleTap: (x, width) => x / width >= TAP_EDGE && x / width <= 1 - TAP_EDGE,
    onTap: (x, _y, width) => {
      const action = tapAction(x, width, direction);
      if (action === 'toggle') {
        if (guided && !whole) setWhole(true);
        else setChrome((shown) => !shown);
      } else step(action === 'next');
    },
    onDoubleTap: (x, y) => {
      if (isZoomedIn(zoom, baseTransform)) setZoom(null);
      else moveFrom((now) => zoomAt(now, 2.5, { x, y }, fitted));
    },
    onSwipe: (dx, dy) => {
      const action = swipeAction(dx, dy, direction);
      if (action) step(action === 'next');
    },
    onPan: (dx, dy) => moveFrom((now) => ({ ...now, x: now.x + dx, y: now.y + dy })),
    onPinch: (factor, x, y, dx, dy) =>
      moveFrom((now) => zoomAt({ ...now, x: now.x + dx, y: now.y + dy }, factor, { x, y }, fitted)),
    onWheel: (factor, x, y) => {
      const zoomed = clampPan(zoomAt(transform, factor, { x, y }, fitted), box, viewport);
      setZoom(settleZoom(zoomed, baseTransform));
    },
    isZoomed: () => isZoomedIn(zoom, baseTransform),
  });

  const announcement = guided
    ? guided.panel !== null && !whole
      ? t('comics.reader.panelOf', { panel: guided.panel + 1, total: panelCounts[guided.page] ?? 0 })
      : t('comics.reader.pageOf', { page: guided.page + 1, total: numPages })
    : t('comics.reader.pageOf', { page: page + 1, total: numPages });

  const showVertical = mode === 'vertical' && !guided;
  const shownLabel =
    currentPages.length > 1
      ? t('comics.reader.pagesOf', {
          first: currentPages[0]! + 1,
          last: currentPages.at(-1)! + 1,
          total: numPages,
        })
      : t('comics.reader.pageOf', { page: page + 1, total: numPages });

  return (
    <section
      ref={setRoot}
      className={styles.reader}
      aria-label={t('comics.reader.region', { title: book.title })}
      tabIndex={-1}
      data-testid="comic-reader"
      data-mode={guided ? 'guided' : mode}
      data-direction={direction}
      data-chrome={chrome}
    >
      <title>{t('comics.reader.pageTitle', { title: book.title })}</title>
      <header className={`${styles.toolbar} ${chrome ? '' : styles.hidden}`}>
        <button type="button" className={styles.toolButton} onClick={onClose} data-testid="reader-close">
          {t('comics.reader.close')}
        </button>
        <h1 className={styles.bookTitle}>{book.title}</h1>
        <p className={styles.position} data-testid="reader-position">
          {shownLabel}
        </p>
        <button
          type="button"
          className={styles.toolButton}
          aria-pressed={guided !== null}
          onClick={toggleGuided}
          data-testid="reader-guided"
        >
          {t('comics.reader.guided')}
        </button>
        <button type="button" className={styles.toolButton} onClick={() => setGotoOpen(true)}>
          {t('comics.reader.goto.open')}
        </button>
        {fullscreen.supported && (
          <button
            type="button"
            className={styles.toolButton}
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
          >
            {t('comics.reader.fullscreen')}
          </button>
        )}
        <button
          type="button"
          className={styles.toolButton}
          aria-expanded={settingsOpen}
          onClick={() => setSettingsOpen((open) => !open)}
          data-testid="reader-settings-toggle"
        >
          {t('comics.reader.settings.open')}
        </button>
      </header>
      {settingsOpen && (
        <ReaderSettingsPanel settings={settings} onChange={onSettings} hdHeldBack={hdHeldBack} />
      )}

      <div className={styles.main}>
        {showVertical ? (
          <VerticalStage
            images={images}
            page={page}
            jump={jump}
            onVisiblePage={setPage}
            onImageShown={markFirstPage}
            onScroller={setStrip}
          />
        ) : (
          <PagedStage
            ref={setStage}
            pages={stagePages}
            numPages={numPages}
            box={box}
            transform={transform}
            guided={
              guidedPanel && guided
                ? {
                    panel: guidedPanel,
                    number: (guided.panel ?? 0) + 1,
                    count: panelCounts[guided.page] ?? 0,
                  }
                : null
            }
            animate={guided !== null && !reducedMotion && zoom === null}
            onImageShown={markFirstPage}
          />
        )}
        {ended && <NextIssueCard book={book} next={nextBook.data} onReadAgain={() => goToPage(0)} />}
      </div>

      <footer className={`${styles.bottom} ${chrome ? '' : styles.hidden}`}>
        <label className={styles.slider}>
          <span className="visually-hidden">{t('comics.reader.slider')}</span>
          <input
            type="range"
            min={1}
            max={Math.max(1, numPages)}
            value={page + 1}
            dir={direction}
            aria-valuetext={t('comics.reader.pageOf', { page: page + 1, total: numPages })}
            onChange={(event) => goToPage(Number(event.target.value) - 1)}
            data-testid="reader-slider"
          />
        </label>
        {/* Always there (its row kept), so the page never moves; its images wait for the first page. */}
        <ThumbnailStrip
          images={images}
          current={currentPages}
          direction={direction}
          onPick={goToPage}
          loadImages={firstShown}
        />
      </footer>

      <p className="visually-hidden" aria-live="polite" data-testid="reader-announcer">
        {announcement}
      </p>
      {gotoOpen && (
        <GoToPageDialog
          page={page + 1}
          numPages={numPages}
          onGo={(target) => {
            setGotoOpen(false);
            goToPage(target - 1);
            root?.focus();
          }}
          onClose={() => {
            setGotoOpen(false);
            root?.focus();
          }}
        />
      )}
    </section>
  );
}
