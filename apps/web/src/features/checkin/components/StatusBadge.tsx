import type { EventItemStatus } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from '../checkin.module.css';

/** An item's status in words (and a colour that is never the only cue). */
export function StatusBadge({ status }: { status: EventItemStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-status={status}>
      {t(`checkin.status.${status}`)}
    </span>
  );
}
