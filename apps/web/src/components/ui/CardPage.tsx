import type { ReactNode } from 'react';
import styles from './CardPage.module.css';

export interface CardPageProps {
  /** The id the heading gets; the section is labelled by it. */
  headingId: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}

/** One focused task on a card in the middle of the page: sign in, register, reset a password… */
export function CardPage({ headingId, title, eyebrow, lead, footer, wide, children }: CardPageProps) {
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <div className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {children}
        {footer && <p className={styles.footer}>{footer}</p>}
      </div>
    </section>
  );
}
