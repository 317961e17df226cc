import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { data } = useLatestBuildId({ pollIntervalMs, enabled: currentBuildId !== DEV_BUILD_ID });
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
