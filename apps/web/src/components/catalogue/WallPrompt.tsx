import type { AccessDecision } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { withReturnPath } from '../../lib/session';
import { PinPrompt } from '../parental/PinPrompt';
import { premiumPath } from '../premium/premium-paths';
import { Icon } from '../ui/Icon';
import styles from './WallPrompt.module.css';

export type WallPromptKind = Extract<AccessDecision, { allowed: false }>['prompt'];

export interface WallPromptProps {
  prompt: WallPromptKind;
  /** The premium plan an entry of the program schedule is limited to, if any. */
  plan?: string;
  /** Where signing up or in comes back to: the page the visitor is on. */
  returnTo: string;
  signedIn: boolean;
  /** What is walled, for the wording (a book is read, not watched). */
  subject: 'episode' | 'clip' | 'book';
}

/**
 * What a visitor sees instead of a video they may not watch (spec §4): sign up for a
 * registration wall, the Premium page (coming back here once paid) for a premium wall, the pin
 * for a title above the parental limits, or why it cannot be watched at all.
 */
export function WallPrompt({ prompt, plan, returnTo, signedIn, subject }: WallPromptProps) {
  const { t } = useTranslation();
  const icon = prompt === 'geoblocked' ? 'globe' : 'lock';
  return (
    <section className={styles.wall} data-prompt={prompt} aria-labelledby="wall-title">
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h2 id="wall-title" className={styles.title}>
        {t(subject === 'book' ? `catalogue.wall.${prompt}.titleBook` : `catalogue.wall.${prompt}.title`)}
      </h2>
      <p className={styles.body}>{t(`catalogue.wall.${prompt}.body.${subject}`)}</p>
      {prompt === 'premium' && plan && (
        <p className={styles.body}>{t('catalogue.wall.premium.plan', { plan })}</p>
      )}
      {prompt === 'register' && (
        <div className={styles.actions}>
          <Link className={styles.primary} to={withReturnPath(PATHS.register, returnTo)}>
            {t('catalogue.wall.register.action')}
          </Link>
          <Link className={styles.secondary} to={withReturnPath(PATHS.login, returnTo)}>
            {t('catalogue.wall.signIn')}
          </Link>
        </div>
      )}
      {prompt === 'premium' && (
        <div className={styles.actions}>
          {/* The plans, then checkout, then back here with premium content open. */}
          <Link className={styles.primary} to={premiumPath(returnTo)}>
            {t('catalogue.wall.premium.action')}
          </Link>
          {!signedIn && (
            <Link className={styles.secondary} to={withReturnPath(PATHS.login, returnTo)}>
              {t('catalogue.wall.premium.signIn')}
            </Link>
          )}
        </div>
      )}
      {prompt === 'parental' && <PinPrompt />}
    </section>
  );
}
