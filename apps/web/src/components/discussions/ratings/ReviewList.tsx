import { RATING_MAX, type DiscussedContentType } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError } from '../../catalogue';
import { StarDisplay } from '../StarDisplay';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/form';
import { currentLocale } from '../../../lib/i18n';
import { useReviews } from './api/get-reviews';
import styles from './reviews.module.css';

/**
 * The title's reviews, newest first, a page at a time. Subjects and comments are the members'
 * plain text: React escapes them, and line breaks are kept by the style, never by markup.
 */
export function ReviewList({
  type,
  uuid,
  title,
}: {
  type: DiscussedContentType;
  uuid: string;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const reviews = useReviews(type, uuid);
  const date = new Intl.DateTimeFormat(currentLocale(i18n), { dateStyle: 'medium' });
  const values = reviews.data?.pages.flatMap((page) => page.values) ?? [];

  if (reviews.isPending) {
    return (
      <p role="status" className={styles.state}>
        {t('reviews.list.loading')}
      </p>
    );
  }
  if (reviews.isError && values.length === 0) {
    return <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />;
  }
  return (
    <div className={styles.listArea}>
      {values.length === 0 ? (
        <p className={styles.state}>{t('reviews.list.empty')}</p>
      ) : (
        <ul className={styles.reviews} aria-label={t('reviews.list.label', { title })}>
          {values.map((review) => (
            <li key={review.uuid} className={styles.review}>
              <div className={styles.reviewHead}>
                <Avatar src={review.avatar || null} name={review.username} size="2rem" />
                <span className={styles.author}>{review.username}</span>
                <StarDisplay
                  rating={review.rating}
                  label={t('reviews.stars.label', { count: review.rating, max: RATING_MAX })}
                />
                <time className={styles.date} dateTime={review.created_at}>
                  {date.format(new Date(review.created_at))}
                </time>
              </div>
              {review.subject && <p className={styles.subject}>{review.subject}</p>}
              {review.comment && <p className={styles.comment}>{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
      {reviews.isFetchNextPageError && (
        <LoadError error={reviews.error} onRetry={() => void reviews.fetchNextPage()} />
      )}
      {reviews.hasNextPage && (
        <Button
          variant="secondary"
          busy={reviews.isFetchingNextPage}
          busyLabel={t('reviews.list.loadingMore')}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t('reviews.list.more')}
        </Button>
      )}
    </div>
  );
}
