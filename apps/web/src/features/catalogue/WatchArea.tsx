import type { AccessDecision } from '@fanverse/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
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
  /** The watch page (the player) of this episode or clip. */
  watchTo: string;
  /** Under the wall's prompt: the premium wall's preview step (components/purchases). */
  wallExtra?: ReactNode;
}

/**
 * The poster with the way in to the player: a play link to the watch page for a visitor who may
 * watch, the wall's prompt for one who may not. The watch page asks the server for rights again:
 * this is only what to show.
 */
export function WatchArea({ access, poster, title, subject, watchTo, wallExtra }: WatchAreaProps) {
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
          <Link className={styles.playLink} to={watchTo} data-testid="watch-play">
            <span className={styles.play} aria-hidden="true">
              <Icon name="play" />
            </span>
            <span className={styles.playLabel}>{t(`catalogue.watch.play.${subject}`)}</span>
          </Link>
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
        {access && !access.allowed && wallExtra}
      </div>
    </div>
  );
}
