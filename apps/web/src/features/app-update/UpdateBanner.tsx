import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLatestBuildId } from './api/get-build-id';
import { BUILD_POLL_INTERVAL_MS, DEV_BUILD_ID, isNewBuild } from './build-update';
import { guardedReload } from './reload-guard';
import styles from './UpdateBanner.module.css';

export interface UpdateBannerProps {
  /** The build this page was loaded from. */
  currentBuildId: string;
  pollIntervalMs?: number;
}

/** Offers a reload, politely, once a newer build of the app has been deployed. */
export function UpdateBanner({ currentBuildId, pollIntervalMs = BUILD_POLL_INTERVAL_MS }: UpdateBannerProps) {
  const { t } = useTranslation();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  // The first check waits for the page's start to be over (a task after this one's effects):
  // hydrating a rendered page is the main thread's longest moment, and this can wait.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const { data } = useLatestBuildId({ pollIntervalMs, enabled: started && currentBuildId !== DEV_BUILD_ID });
  const latestId = data?.id;
  const visible = isNewBuild(currentBuildId, latestId) && dismissedFor !== latestId;

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {visible && (
        <div className={styles.banner}>
          <p className={styles.message}>{t('update.message')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.reload} onClick={() => guardedReload()}>
              {t('update.reload')}
            </button>
            <button
              type="button"
              className={styles.dismiss}
              onClick={() => setDismissedFor(latestId ?? null)}
            >
              {t('update.dismiss')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
