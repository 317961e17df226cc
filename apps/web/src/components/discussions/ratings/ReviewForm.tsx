import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_SUBJECT_MAX_LENGTH,
  type Review,
  type ReviewBody,
} from '@fanverse/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StarRating } from '../StarRating';
import { Button, FieldError, FormAlert, describedBy } from '../../ui/form';
import { codeText, routeErrors, type RoutedErrors } from '../../../lib/forms';
import { CountedText } from './CountedText';
import { REVIEW_ERROR_ROUTING, type ReviewField } from './review-errors';
import styles from './reviews.module.css';

/** Before any save or delete, and after a success: nothing to show. */
const NO_ERRORS: RoutedErrors<ReviewField> = { fieldErrors: {}, formErrors: [] };

export interface ReviewFormProps {
  /** The member's review, to edit; null for a first rating. */
  mine: Review | null;
  title: string;
  /** The last save's or delete's failure, shown at its fields. */
  error: unknown;
  saving: boolean;
  deleting: boolean;
  onSave: (body: ReviewBody) => void;
  onDelete: () => void;
}

/**
 * The member's rating and optional review: the stars, a subject and a comment with counters.
 * A first rating is posted, an existing one edited in place or deleted. Each coded refusal is
 * shown next to the field it is about.
 */
export function ReviewForm({ mine, title, error, saving, deleting, onSave, onDelete }: ReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [subject, setSubject] = useState(mine?.subject ?? '');
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [missing, setMissing] = useState(false);
  const { fieldErrors, formErrors } = error ? routeErrors(error, REVIEW_ERROR_ROUTING) : NO_ERRORS;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const ratingErrorId = `${id}-rating-error`;
  const ratingError = missing
    ? 'reviews.form.ratingMissing'
    : fieldErrors.rating && codeText(fieldErrors.rating.code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    onSave({ rating, subject, comment });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h3 className={styles.formTitle}>
        {mine ? t('reviews.form.editTitle') : t('reviews.form.newTitle', { title })}
      </h3>
      <div className={styles.ratingField}>
        <span id={labelId} className={styles.ratingLabel}>
          {t('reviews.form.rating')}
        </span>
        <StarRating
          value={rating}
          onChange={(value) => {
            setRating(value);
            setMissing(false);
          }}
          labelledBy={labelId}
          describedBy={describedBy(hintId, ratingError && ratingErrorId)}
          invalid={Boolean(ratingError)}
        />
        <p id={hintId} className={styles.hint}>
          {t('reviews.form.ratingHint')}
        </p>
        <FieldError id={ratingErrorId} text={ratingError || undefined} />
      </div>
      <CountedText
        label={t('reviews.form.subject')}
        value={subject}
        onChange={setSubject}
        max={REVIEW_SUBJECT_MAX_LENGTH}
        error={fieldErrors.subject && codeText(fieldErrors.subject.code)}
      />
      <CountedText
        label={t('reviews.form.comment')}
        value={comment}
        onChange={setComment}
        max={REVIEW_COMMENT_MAX_LENGTH}
        multiline
        error={fieldErrors.comment && codeText(fieldErrors.comment.code)}
      />
      <FormAlert errors={formErrors} />
      <div className={styles.actions}>
        <Button type="submit" busy={saving} busyLabel={t('reviews.form.saving')}>
          {mine ? t('reviews.form.update') : t('reviews.form.post')}
        </Button>
        {mine && (
          <Button variant="danger" busy={deleting} busyLabel={t('reviews.form.deleting')} onClick={onDelete}>
            {t('reviews.form.delete')}
          </Button>
        )}
      </div>
    </form>
  );
}
