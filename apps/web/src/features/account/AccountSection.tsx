import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, FormStatus } from '../../components/ui/form';
import styles from './account.module.css';

/** One card of the account page, named by its heading (and found by its id from the page's contents). */
export function AccountSection({
  id,
  title,
  badge,
  description,
  children,
}: {
  id: string;
  title: ReactNode;
  badge?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHeader}>
        <div className={styles.titleRow}>
          <h2 id={`${id}-title`}>{title}</h2>
          {badge}
        </div>
        {description && <p>{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** A section form's last row: its save button and the polite status line after a save. */
export function SaveRow({
  busy,
  status,
  children,
}: {
  busy: boolean;
  status: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.footer}>
      <Button type="submit" busy={busy} busyLabel={t('account.saving')}>
        {children}
      </Button>
      <FormStatus message={status} />
    </div>
  );
}
