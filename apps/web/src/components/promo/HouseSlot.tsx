import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useSessionKnown } from '../../lib/session/session-known';
import { premiumPath } from '../premium';
import { selectPremiumClaims, slotContent } from './promo-slot';
import styles from './HouseSlot.module.css';

/**
 * A display slot holding the house promotion (Fanverse Premium; there is no ad network): a card
 * linking to the Premium page. Its box has a fixed size from the first render, the server's
 * included, so filling it moves nothing on the page; premium members get no slot at all.
 */
export function HouseSlot({ className }: { className?: string }) {
  const { t } = useTranslation();
  const known = useSessionKnown();
  const claims = useSession(selectPremiumClaims);
  const content = slotContent(known, claims);
  if (content === 'none') return null;
  const box = `${styles.slot} ${className ?? ''}`;
  if (content === 'reserved') return <div className={box} aria-hidden="true" data-testid="house-slot" />;
  return (
    <aside className={box} aria-label={t('ads.slot.label')} data-testid="house-slot" data-filled="true">
      <div className={styles.art} aria-hidden="true" />
      <div className={styles.body}>
        <span className={styles.badge}>{t('ads.slot.badge')}</span>
        <p className={styles.title}>{t('ads.slot.title')}</p>
        <p className={styles.text}>{t('ads.slot.body')}</p>
      </div>
      <Link className={styles.cta} to={premiumPath()} data-testid="house-slot-cta">
        {t('ads.slot.cta')}
      </Link>
    </aside>
  );
}
