import { RATING_MAX, RATING_MIN } from '@fanverse/contract';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './discussions.module.css';

export interface StarRatingProps {
  /** The chosen rating (RATING_MIN–RATING_MAX), or null when none is chosen yet. */
  value: number | null;
  onChange: (rating: number) => void;
  /** The id of the element that names the group ("Your rating"). */
  labelledBy: string;
  /** Ids of the hint and error the group is described by. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * A whole-star rating as a WAI-ARIA radio group: one tab stop (the chosen star, else the first),
 * arrow keys move and choose (wrapping), Home and End choose the first and last, Space chooses
 * the focused star. Each star is named "4 stars out of 5", so the choice is heard, not only seen.
 */
export function StarRating({ value, onChange, labelledBy, describedBy, invalid, disabled }: StarRatingProps) {
  const { t } = useTranslation();
  const refs = useRef(new Map<number, HTMLSpanElement>());

  const choose = (rating: number) => {
    if (disabled) return;
    onChange(rating);
    refs.current.get(rating)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, star: number) => {
    const last = STARS.length;
    const moves: Record<string, number> = {
      ArrowRight: star === last ? 1 : star + 1,
      ArrowDown: star === last ? 1 : star + 1,
      ArrowLeft: star === 1 ? last : star - 1,
      ArrowUp: star === 1 ? last : star - 1,
      Home: 1,
      End: last,
      ' ': star,
      Enter: star,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const tabStop = value ?? RATING_MIN;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-disabled={disabled || undefined}
      className={styles.stars}
    >
      {STARS.map((star) => (
        <span
          key={star}
          ref={(element) => {
            if (element) refs.current.set(star, element);
            else refs.current.delete(star);
          }}
          role="radio"
          aria-checked={value === star}
          aria-label={t('reviews.stars.label', { count: star, max: RATING_MAX })}
          tabIndex={star === tabStop ? 0 : -1}
          className={styles.star}
          data-filled={value !== null && star <= value}
          onClick={() => choose(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
        >
          <span aria-hidden="true">{value !== null && star <= value ? '★' : '☆'}</span>
        </span>
      ))}
    </div>
  );
}
