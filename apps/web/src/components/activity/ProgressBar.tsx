import styles from './activity.module.css';

export interface ProgressBarProps {
  /** How far, 0 to 1 (values outside are clamped). */
  value: number;
  /**
   * The bar's accessible name ("45% watched"). Without one the bar is decorative: the text beside
   * it ("12 min left") already says how far, and a screen reader should not hear it twice.
   */
  label?: string;
  className?: string;
}

/** The share of a whole, as a whole number of percent (never NaN). */
export function percentOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), 1) * 100);
}

/**
 * How far the member got through an episode or a book: a thin bar along the foot of a tile's
 * art. A started item always shows a sliver, so "started" never looks like "not started".
 */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = percentOf(value);
  const shown = value > 0 ? Math.max(percent, 3) : 0;
  const classes = [styles.progress, className].filter(Boolean).join(' ');
  const fill = <span className={styles.progressFill} style={{ inlineSize: `${shown}%` }} />;
  if (!label) {
    return (
      <span className={classes} aria-hidden="true">
        {fill}
      </span>
    );
  }
  return (
    <span
      className={classes}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      {fill}
    </span>
  );
}
