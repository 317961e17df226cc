import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatClock } from '../logic/time-format';
import styles from './controls.module.css';

/** Says where playback resumed, with a way back to the beginning. */
export function ResumeNotice({ at, onStartOver }: { at: number; onStartOver(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.resume} role="status" data-testid="player-resumed">
      <span>{t('player.resumed', { time: formatClock(at) })}</span>
      <button type="button" className={styles.textButton} onClick={onStartOver}>
        {t('player.startOver')}
      </button>
    </div>
  );
}
