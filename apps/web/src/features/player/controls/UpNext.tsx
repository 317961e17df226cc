import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCountdown } from '../hooks/use-countdown';
import { PlayerIcon } from './PlayerIcon';
import styles from './controls.module.css';

export interface UpNextProps {
  title: string;
  /** Seconds of countdown; it starts when this panel appears. */
  seconds: number;
  onPlayNow(): void;
  onCancel(): void;
}

/** The countdown at the end of an episode before the next one starts by itself. */
export function UpNext({ title, seconds, onPlayNow, onCancel }: UpNextProps) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(seconds, onPlayNow);
  return (
    <section className={styles.upNext} aria-labelledby="up-next-title" data-testid="player-up-next">
      <h2 id="up-next-title" className={styles.panelTitle}>
        {t('player.upNext.title')}
      </h2>
      <p className={styles.upNextName}>{title}</p>
      <p className={styles.upNextCount} role="timer" aria-live="off">
        {t('player.upNext.countdown', { count: secondsLeft })}
      </p>
      <div className={styles.panelActions}>
        <button type="button" className={styles.primaryButton} onClick={onPlayNow}>
          <PlayerIcon name="play" />
          {t('player.upNext.playNow')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('player.upNext.cancel')}
        </button>
      </div>
    </section>
  );
}
