import type { AccessDecision } from '@fanverse/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ArtImage, WallPrompt, type ArtRef } from '../../components/catalogue';
import { Icon } from '../../components/ui/Icon';
import { useSignedIn } from '../../lib/session';
import styles from './WatchArea.module.css';

export interface WatchAreaProps {
  /** Null while what decides it (the series' regions) is still loading. */
  access: AccessDecision | null;
  poster: ArtRef;
  title: string;
  subject: 'episode' | 'clip';
}

/**
 * Where the video will play. The player arrives with the video issue: until then a visitor who
 * may watch sees the poster and says so plainly, and one who may not sees the wall's prompt.
 */
export function WatchArea({ access, poster, title, subject }: WatchAreaProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSignedIn();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className={styles.watch}>
      <span className={styles.poster}>
        <ArtImage
          art={poster}
          alt={t('catalogue.watch.posterAlt', { title })}
          sizes="(max-width: 75rem) 100vw, 72rem"
          priority
        />
      </span>
      <div className={styles.overlay}>
        {access === null && (
          <span className={styles.checking} role="status">
            {t('catalogue.loading')}
          </span>
        )}
        {access?.allowed && (
          <section className={styles.soon} aria-labelledby="watch-title">
            <span className={styles.play} aria-hidden="true">
              <Icon name="play" />
            </span>
            <h2 id="watch-title" className={styles.soonTitle}>
              {t('catalogue.watch.title')}
            </h2>
            <p className={styles.soonBody}>{t('catalogue.watch.soon')}</p>
          </section>
        )}
        {access && !access.allowed && (
          <WallPrompt
            prompt={access.prompt}
            plan={access.plan}
            returnTo={returnTo}
            signedIn={signedIn}
            subject={subject}
          />
        )}
      </div>
    </div>
  );
}
