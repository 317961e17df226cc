import { isAbortError } from '@fanverse/client';
import type { ConsumeNextItem } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { RailBody, RailSkeleton, useRailScroll } from '../../components/catalogue';
import { UndoNotice } from '../../components/ui/UndoNotice';
import { useSignedIn } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';
import { useUndoableRemoval } from '../../lib/use-undoable-removal';
import { useConsumeNext } from './api/get-consume-next';
import { containerKey, ignoreContainer } from './api/ignore-container';
import { ContinueTile } from './ContinueTile';
import styles from './ContinueRail.module.css';

/** How long "Removed — Undo" is offered before the removal is sent. */
export const UNDO_WINDOW_MS = 6_000;

/** The tile links (each tile's Remove button is a Tab stop beside its link, not an arrow stop). */
const TILE_LINKS = ':scope > li a[href]';

/**
 * Home's "Continue watching and reading" rail: one tile per series, comic series or collection
 * the member is in the middle of, the most recent first (GET /api/5/2/user/consume_next).
 * Members only: visitors get nothing at all, not even a placeholder, so the page the server
 * rendered for them does not move. While it loads, a skeleton; with nothing to continue, no rail;
 * when it cannot be read, one quiet line with a retry (the rest of home is still worth seeing).
 */
export function ContinueRail() {
  const signedIn = useSignedIn();
  const known = useSessionKnown();
  if (!signedIn || !known) return null;
  return <MemberRail />;
}

function MemberRail() {
  const { t } = useTranslation();
  const feed = useConsumeNext();
  const queryClient = useQueryClient();
  // A removed tile leaves at once; the server hears of it when the undo window ends. Once it
  // has, the cached feed no longer holds the container, and it may come back the day the member
  // consumes from it again. A removal the server refuses brings the tile back.
  const send = useCallback((item: ConsumeNextItem) => ignoreContainer(queryClient, item), [queryClient]);
  const removals = useUndoableRemoval({ keyOf: containerKey, send, offerMs: UNDO_WINDOW_MS });
  const items = (feed.data?.items ?? []).filter((item) => !removals.hidden.has(containerKey(item)));
  const scroll = useRailScroll(items.length, TILE_LINKS);
  const headingId = useId();
  const undo = useRef<HTMLButtonElement>(null);
  const focusUndo = useRef(false);

  useEffect(() => {
    if (!focusUndo.current || !removals.offered) return;
    focusUndo.current = false;
    undo.current?.focus();
  }, [removals.offered]);

  const onRemove = (item: ConsumeNextItem, index: number) => {
    // The focused Remove button is about to go: the keyboard moves on to the next tile (or the
    // one before, or Undo when it was the last), never back to the top of the page.
    const tiles = scroll.track.current?.children;
    const linkOf = (at: number) => tiles?.[at]?.querySelector<HTMLElement>('a[href]') ?? null;
    const next = linkOf(index + 1) ?? linkOf(index - 1);
    if (next) next.focus();
    else focusUndo.current = true;
    removals.remove(item);
  };

  const failed = removals.failed?.item;
  const notice = (
    <UndoNotice
      message={removals.offered && t('continue.removed', { title: removals.offered.container_title })}
      undoLabel={t('continue.undo')}
      undoDetail={removals.offered ? `: ${removals.offered.container_title}` : undefined}
      onUndo={removals.undo}
      undoRef={undo}
      fallback={failed && t('continue.removeFailed', { title: failed.container_title })}
    />
  );

  if (feed.isPending || (feed.isError && isAbortError(feed.error))) {
    return (
      <div className={styles.space}>
        <RailSkeleton shape="landscape" count={4} />
      </div>
    );
  }
  // A failed refresh keeps the rail it has; only a rail never read says it failed.
  if (feed.isError && !feed.data) {
    return (
      <p className={`${styles.space} ${styles.quiet}`}>
        {t('continue.failed')}{' '}
        <button type="button" className={styles.retry} onClick={() => void feed.refetch()}>
          {t('continue.retry')}
        </button>
      </p>
    );
  }
  return (
    <>
      {items.length > 0 && (
        <section
          className={`${styles.space} ${styles.rail}`}
          aria-labelledby={headingId}
          data-shape="landscape"
        >
          <div className={styles.head}>
            <h2 id={headingId} className={styles.heading}>
              {t('continue.title')}
            </h2>
          </div>
          <RailBody scroll={scroll} backLabel={t('continue.back')} forwardLabel={t('continue.forward')}>
            {items.map((item, index) => (
              <li key={containerKey(item)} className={styles.item}>
                <ContinueTile item={item} onRemove={() => onRemove(item, index)} />
              </li>
            ))}
          </RailBody>
        </section>
      )}
      {notice}
    </>
  );
}
