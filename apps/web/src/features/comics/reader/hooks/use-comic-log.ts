import { LOG_FLUSH_SECONDS, type ComicEventType, type ComicLogEvent } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { refreshActivity } from '../../../../components/activity';
import { isComicLogRetryable, sendComicLog } from '../api/send-comic-log';
import { ComicLogBatcher } from '../logic/comic-log-batcher';
import { randomUuid } from '../../../../lib/random-uuid';

export interface ComicLogSubject {
  bookUuid: string;
  seriesUuid: string | null;
}

export type RecordReading = (type: ComicEventType, page: number, panel?: number | null) => void;

/** The version of the reader that sends the log (player_version in the batch). */
const READER_VERSION = 'web-reader-1';

/**
 * Reading events of one opening of a book (session_id: a random uuid per opening), queued and
 * sent in batches like the player's log: every LOG_FLUSH_SECONDS while open, when the page is
 * hidden or closed (a keepalive request that outlives the page) and when the reader closes.
 */
export function useComicLog(
  subject: ComicLogSubject,
  /** Where the reader is, read when it closes (the `close` event's page and panel). */
  positionOf: () => { page: number; panel: number | null },
): RecordReading {
  const queryClient = useQueryClient();
  const [sessionId] = useState(randomUuid);
  const [batcher] = useState(
    () =>
      new ComicLogBatcher({
        send: sendComicLog,
        isRetryable: isComicLogRetryable,
        batchFields: { player_version: READER_VERSION, device_type: 'web' },
      }),
  );
  const { bookUuid, seriesUuid } = subject;

  const record = useCallback<RecordReading>(
    (type, page, panel = null) => {
      const event: ComicLogEvent = {
        event_type: type,
        object_type: 'book',
        session_id: sessionId,
        content_uuid: bookUuid,
        series_uuid: seriesUuid,
        page_index: Math.max(0, page),
        panel_index: panel,
        view_date: Date.now(),
        is_offline: typeof navigator !== 'undefined' && navigator.onLine === false,
      };
      batcher.add(event);
    },
    [batcher, bookUuid, seriesUuid, sessionId],
  );

  const closingPoint = useEffectEvent(() => positionOf());

  useEffect(() => {
    const onHide = () => void batcher.flush({ beacon: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    const tick = setInterval(() => void batcher.flush(), LOG_FLUSH_SECONDS * 1000);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(tick);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Closing the reader: the last event, sent as a keepalive request, since closing may also
      // be leaving the site.
      const { page, panel } = closingPoint();
      record('close', page, panel);
      // Once stored, the member's activity (Continue rail, progress on book tiles) is asked again.
      void batcher.flush({ beacon: true }).then(() => refreshActivity(queryClient));
    };
  }, [batcher, queryClient, record]);

  return record;
}
