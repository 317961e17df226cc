import { PlayerIcon } from './PlayerIcon';
import type { SkipWindow } from '../logic/skip-windows';
import styles from './controls.module.css';

/** "Skip intro" and the like, worded by the episode's own timestamps (already translated). */
export function SkipButton({ window, onSkip }: { window: SkipWindow; onSkip(): void }) {
  return (
    <button
      type="button"
      className={styles.skip}
      data-testid="player-skip"
      data-label={window.label}
      onClick={onSkip}
    >
      {window.title}
      <PlayerIcon name="next" />
    </button>
  );
}
