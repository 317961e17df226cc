import type { ComicBook, RightsDenial } from '@fanverse/contract';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../../lib/paths';
import { withReturnPath } from '../../../../lib/session';
import { premiumPath } from '../../../../components/premium/premium-paths';
import { PinPrompt } from '../../../../components/parental';
import styles from '../ComicReader.module.css';

interface ReaderWallProps {
  book: ComicBook;
  denial: RightsDenial | undefined;
  signedIn: boolean;
  onClose(): void;
  /** Under the actions: the premium wall's preview step (components/purchases). */
  extra?: ReactNode;
}

/**
 * A reader who may not read this book (rights can_read false): why, what to do (sign up for a
 * registration wall, premium for a premium one, the pin for one above the parental limits), and
 * the preview pages the book offers everyone.
 */
export function ReaderWall({ book, denial, signedIn, onClose, extra }: ReaderWallProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const prompt = denial ?? 'unavailable';
  const returnTo = `${location.pathname}${location.search}`;
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      className={`${styles.reader} ${styles.wallPage}`}
      aria-labelledby={titleId}
      data-testid="comic-reader"
      data-status="denied"
      data-prompt={prompt}
    >
      <title>{t('comics.reader.pageTitle', { title: book.title })}</title>
      <div className={styles.wall}>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.wallTitle}>
          {t(`comics.reader.wall.${prompt}.title`)}
        </h1>
        <p>{t(`comics.reader.wall.${prompt}.body`, { title: book.title })}</p>
        {prompt === 'parental' && <PinPrompt />}
        <div className={styles.dialogActions}>
          {prompt === 'register' && (
            <>
              <Link className={styles.primaryButton} to={withReturnPath(PATHS.register, returnTo)}>
                {t('comics.reader.wall.signUp')}
              </Link>
              <Link className={styles.secondaryButton} to={withReturnPath(PATHS.login, returnTo)}>
                {t('comics.reader.wall.signIn')}
              </Link>
            </>
          )}
          {prompt === 'premium' && (
            <Link className={styles.primaryButton} to={premiumPath(returnTo)}>
              {t('comics.reader.wall.goPremium')}
            </Link>
          )}
          {prompt === 'premium' && !signedIn && (
            <Link className={styles.secondaryButton} to={withReturnPath(PATHS.login, returnTo)}>
              {t('comics.reader.wall.premiumSignIn')}
            </Link>
          )}
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            {t('comics.reader.close')}
          </button>
        </div>
        {extra}
      </div>
      {book.preview_images.length > 0 && (
        <section
          aria-label={t('comics.reader.wall.previews')}
          className={styles.previews}
          data-testid="reader-previews"
        >
          {book.preview_images.map((url, index) => (
            <img
              key={url}
              src={url}
              alt={t('comics.reader.pageAlt', { page: index + 1, total: book.num_pages })}
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
              className={styles.previewImage}
            />
          ))}
        </section>
      )}
    </section>
  );
}
