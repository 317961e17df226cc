import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import { PATHS } from '../../../lib/paths';
import styles from '../premium.module.css';

/**
 * "You already have premium": what the Premium page and checkout both tell a member who has it,
 * with where to manage it and, when they came from a page, the way back to it.
 */
export function OwnedNotice({
  id,
  title,
  children,
  returnTo,
  alert = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  returnTo: string | null;
  /** On checkout the notice replaces the form the member expected: announce it. */
  alert?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.owned} aria-labelledby={id} {...(alert ? { role: 'alert' } : {})}>
      <h2 id={id}>{title}</h2>
      <p>{children}</p>
      <div className={styles.actions}>
        <Link className={buttonClass()} to={PATHS.subscription}>
          {t('premium.page.manage')}
        </Link>
        {returnTo && (
          <Link className={buttonClass('secondary')} to={returnTo}>
            {t('premium.page.back')}
          </Link>
        )}
      </div>
    </section>
  );
}
