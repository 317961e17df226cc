import { useTranslation } from '../../lib/i18n/use-translation';
import { Glyph } from '../ui/Icon';
import styles from './activity.module.css';

const CHECK = 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7 9.5 16.2Z';

export interface WatchedTickProps {
  /** An episode is "watched", a book "read". */
  kind: 'video' | 'book';
  className?: string;
}

/**
 * The mark of an episode watched or a book read: a tick on the tile's art, with its word for
 * screen readers (the tick alone says nothing to them).
 */
export function WatchedTick({ kind, className }: WatchedTickProps) {
  const { t } = useTranslation();
  const label = kind === 'video' ? t('activity.watched') : t('activity.read');
  return (
    <span className={[styles.tick, className].filter(Boolean).join(' ')} title={label}>
      <Glyph d={CHECK} className={styles.tickIcon} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
