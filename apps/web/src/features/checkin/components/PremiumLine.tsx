import type { EventUserDetails } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDay } from '../checkin-model';
import styles from '../checkin.module.css';

/** Whether the attendee is premium now (perks depend on it), on which plan, and since when a member. */
export function PremiumLine({ details }: { details: EventUserDetails }) {
  const { t, i18n } = useTranslation();
  let premium: string;
  if (details.is_premium) {
    const period = details.premium_plan_period ? t(`checkin.card.period.${details.premium_plan_period}`) : '';
    premium = period ? t('checkin.card.premiumPlan', { period }) : t('checkin.card.premium');
    if (details.in_free_trial) premium = `${premium} · ${t('checkin.card.freeTrial')}`;
  } else {
    premium = details.premium_status === 'lapsed' ? t('checkin.card.lapsed') : t('checkin.card.notPremium');
  }
  return (
    <p className={styles.meta}>
      <span className={styles.premium} data-premium={details.is_premium}>
        {premium}
      </span>
      <span>{t('checkin.card.memberSince', { date: formatDay(details.member_since, i18n.language) })}</span>
    </p>
  );
}
