import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerIcon } from './PlayerIcon';
import styles from './controls.module.css';

export interface EndScreenProps {
  nextTitle: string | null;
  onNext(): void;
  onReplay(): void;
}

/** The end of a video without autoplay: watch it again, or go on to the next episode. */
export function EndScreen({ nextTitle, onNext, onReplay }: EndScreenProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.endScreen} aria-labelledby="end-title">
      <h2 id="end-title" className={styles.panelTitle}>
        {t('player.ended.title')}
      </h2>
      <div className={styles.panelActions}>
        {nextTitle && (
          <button type="button" className={styles.primaryButton} onClick={onNext}>
            <PlayerIcon name="next" />
            {t('player.ended.next', { title: nextTitle })}
          </button>
        )}
        <button
          type="button"
          className={nextTitle ? styles.secondaryButton : styles.primaryButton}
          onClick={onReplay}
        >
          <PlayerIcon name="replay" />
          {t('player.ended.replay')}
        </button>
      </div>
    </section>
  );
}
