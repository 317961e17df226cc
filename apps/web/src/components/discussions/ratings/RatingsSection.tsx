import type { DiscussedContentType, RatingSummary, ReviewBody } from '@fanverse/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../../catalogue';
import { FormStatus } from '../../ui/form';
import { PATHS } from '../../../lib/paths';
import { useSignedIn, withReturnPath } from '../../../lib/session';
import { useSessionKnown } from '../../../lib/session/session-known';
import { useDeleteReview } from './api/delete-review';
import { useRatingSummary } from './api/get-rating-summary';
import { useSaveReview } from './api/save-review';
import { RatingOverview } from './RatingOverview';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import styles from './reviews.module.css';

export interface RatingsSectionProps {
  contentType: DiscussedContentType;
  contentUuid: string;
  /** The title's name, for headings and accessible names. */
  title: string;
}

/**
 * "Ratings and reviews" of a series or comic series page: the average and how the stars are
 * spread, the member's own rating and review (visitors get a sign-in link that comes back here),
 * and the reviews, newest first.
 */
export function RatingsSection({ contentType, contentUuid, title }: RatingsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const summary = useRatingSummary(contentType, contentUuid);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('reviews.section.title')}
      </h2>
      {summary.isPending && (
        <p role="status" className={styles.state}>
          {t('reviews.summary.loading')}
        </p>
      )}
      {summary.isError && <LoadError error={summary.error} onRetry={() => void summary.refetch()} />}
      {summary.isSuccess && (
        <>
          <RatingOverview summary={summary.data} title={title} />
          <YourRating type={contentType} uuid={contentUuid} title={title} summary={summary.data} />
        </>
      )}
      <h3 className={styles.subheading}>{t('reviews.list.title')}</h3>
      <ReviewList type={contentType} uuid={contentUuid} title={title} />
    </section>
  );
}

interface YourRatingProps {
  type: DiscussedContentType;
  uuid: string;
  title: string;
  summary: RatingSummary;
}

function YourRating(props: YourRatingProps) {
  const known = useSessionKnown();
  const signedIn = useSignedIn();
  if (!known) return null;
  return signedIn ? <MemberRating {...props} /> : <SignInToRate />;
}

function SignInToRate() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <p className={styles.signIn}>
      <Link to={withReturnPath(PATHS.login, `${location.pathname}${location.search}`)}>
        {t('reviews.section.signIn')}
      </Link>
    </p>
  );
}

/**
 * The member's form. The save and delete live here, above the form, so their outcome survives
 * the form starting afresh from the server's copy (keyed by its last change) after each success.
 */
function MemberRating({ type, uuid, title, summary }: YourRatingProps) {
  const { t } = useTranslation();
  const save = useSaveReview(type, uuid);
  const remove = useDeleteReview(type, uuid);
  const [done, setDone] = useState<string | null>(null);
  const mine = summary.mine;

  const onSave = (body: ReviewBody) => {
    setDone(null);
    remove.reset();
    save.mutate(
      { mode: mine ? 'update' : 'create', body },
      { onSuccess: () => setDone(t(mine ? 'reviews.form.updated' : 'reviews.form.posted')) },
    );
  };
  const onDelete = () => {
    setDone(null);
    save.reset();
    remove.mutate(undefined, { onSuccess: () => setDone(t('reviews.form.deleted')) });
  };

  return (
    <div className={styles.mine}>
      <ReviewForm
        key={mine?.updated_at ?? 'new'}
        mine={mine}
        title={title}
        error={save.error ?? remove.error}
        saving={save.isPending}
        deleting={remove.isPending}
        onSave={onSave}
        onDelete={onDelete}
      />
      <FormStatus message={done} />
    </div>
  );
}
