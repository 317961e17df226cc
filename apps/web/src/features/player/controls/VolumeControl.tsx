import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerIcon } from './PlayerIcon';
import styles from './controls.module.css';

export interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onToggleMute(): void;
  onVolume(volume: number): void;
}

/** Mute button and a native range for the volume (keyboard and screen readers get it for free). */
export function VolumeControl({ volume, muted, onToggleMute, onVolume }: VolumeControlProps) {
  const { t } = useTranslation();
  const silent = muted || volume === 0;
  const level = muted ? 0 : Math.round(volume * 100);
  return (
    <div className={styles.volume}>
      <button
        type="button"
        className={styles.button}
        aria-label={silent ? t('player.unmute') : t('player.mute')}
        title={silent ? t('player.unmute') : t('player.mute')}
        onClick={onToggleMute}
      >
        <PlayerIcon name={silent ? 'muted' : 'volume'} />
      </button>
      <input
        type="range"
        className={styles.volumeRange}
        min={0}
        max={100}
        step={5}
        value={level}
        aria-label={t('player.volume')}
        aria-valuetext={t('player.volumeValue', { percent: level })}
        style={{ '--level': `${level}%` } as React.CSSProperties}
        onChange={(event) => onVolume(Number(event.target.value) / 100)}
      />
    </div>
  );
}
