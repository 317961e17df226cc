import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FormAlert } from '../../components/ui/form';
import { postFormErrors } from './post-errors';
import styles from './discussions.module.css';

/**
 * The staff's moderation buttons, grouped and labelled as such. Only rendered for staff claims;
 * the server checks the `staff` access class on every moderation call anyway.
 */
export function StaffControls({
  label,
  error,
  children,
}: {
  label: string;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className={styles.staff}>
      <span className={styles.staffLabel}>{t('discussions.staff.title')}</span>
      {children}
      <FormAlert errors={postFormErrors(error).form} />
    </div>
  );
}
