import { RATING_MAX } from '@fanverse/contract';
import styles from './discussions.module.css';

/**
 * Stars shown, not chosen: an average or someone's rating, filled to the nearest half star. One
 * image with its words (`label`), so a screen reader hears "Average 3.5 out of 5" once.
 */
export function StarDisplay({ rating, label }: { rating: number; label: string }) {
  const halves = Math.round(Math.min(Math.max(rating, 0), RATING_MAX) * 2);
  return (
    <span role="img" aria-label={label} className={styles.shown}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = Math.min(Math.max(halves - index * 2, 0), 2);
        return (
          <span key={index} aria-hidden="true" className={styles.shownStar} data-fill={fill}>
            ★
          </span>
        );
      })}
    </span>
  );
}
