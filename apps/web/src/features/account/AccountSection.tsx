import type { ReactNode } from 'react';
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
