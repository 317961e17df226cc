import type { ComicBook } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from './ComicBookPage.module.css';

/** The credit roles of a book, in the order a comic's credits page lists them. */
export const CREDIT_ROLES = ['authors', 'pencillers', 'inkers', 'colorists', 'cover_artists'] as const;

/** Who made the book: one row per role that has names, none at all when no role has any. */
export function BookCredits({ book }: { book: ComicBook }) {
  const { t } = useTranslation();
  const roles = CREDIT_ROLES.filter((role) => book[role].length > 0);
  if (roles.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="book-credits">
      <h2 id="book-credits" className={styles.blockTitle}>
        {t('comics.book.credits')}
      </h2>
      <dl className={styles.list}>
        {roles.map((role) => (
          <div key={role} className={styles.row}>
            <dt>{t(`comics.book.roles.${role}`)}</dt>
            <dd>{book[role].join(', ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
