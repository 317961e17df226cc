import { RATING_MAX, type RatingSummary } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StarDisplay } from '../StarDisplay';
import { currentLocale } from '../../../lib/i18n';
import styles from './reviews.module.css';

const STARS_DOWN = ['5', '4', '3', '2', '1'] as const;

/** The average (stars and number), how many rated, and how many gave each star. */
export function RatingOverview({ summary, title }: { summary: RatingSummary; title: string }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(currentLocale(i18n), { maximumFractionDigits: 2 });
  const average = number.format(summary.avg_rating);
  if (summary.rating_count === 0) {
    return <p className={styles.none}>{t('reviews.summary.none', { title })}</p>;
  }
  const most = Math.max(...STARS_DOWN.map((star) => summary.distribution[star]), 1);
  return (
    <div className={styles.overview}>
      <div className={styles.average}>
        <span className={styles.averageNumber} aria-hidden="true">
          {average}
        </span>
        <StarDisplay
          rating={summary.avg_rating}
          label={t('reviews.summary.average', { average, max: RATING_MAX })}
        />
        <span className={styles.count}>{t('reviews.summary.count', { count: summary.rating_count })}</span>
      </div>
      <ul className={styles.distribution} aria-label={t('reviews.summary.distribution')}>
        {STARS_DOWN.map((star) => {
          const count = summary.distribution[star];
          return (
            <li key={star} className={styles.bar}>
              <span className={styles.barLabel}>
                {t('reviews.summary.bar', { count: Number(star), ratings: number.format(count) })}
              </span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ inlineSize: `${(count / most) * 100}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
