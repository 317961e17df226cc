import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatMoney } from '../../../components/premium';
import { currentLocale } from '../../../lib/i18n';
import { useSentGifts } from '../api/gift-queries';
import styles from '../gifts.module.css';

/** The gifts the member sent, newest first, each with where it is: scheduled, sent, claimed, expired, refunded. */
export function SentGifts() {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const gifts = useSentGifts();

  let body;
  if (gifts.isPending) body = <p role="status">{t('gifts.sent.loading')}</p>;
  else if (gifts.isError) body = <p className={styles.muted}>{t('gifts.sent.failed')}</p>;
  else if (gifts.data.length === 0) body = <p className={styles.muted}>{t('gifts.sent.empty')}</p>;
  else
    body = (
      <ul className={styles.sentList}>
        {[...gifts.data]
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .map((gift) => (
            <li key={gift.guid} className={styles.sentItem} data-state={gift.state}>
              <div>
                <p className={styles.sentTitle}>
                  {t('gifts.sent.to', { name: gift.receiver_name || gift.receiver_email })}
                </p>
                <p className={styles.muted}>
                  {t('gifts.form.months', { count: gift.months })} ·{' '}
                  {formatMoney(gift.product_price, gift.product_currency, lang)} ·{' '}
                  {t('gifts.sent.starts', { date: formatDate(gift.premium_start_date, lang) })}
                </p>
              </div>
              <span className={styles.badge}>{t(`gifts.state.${gift.state}`)}</span>
            </li>
          ))}
      </ul>
    );

  return (
    <section className={styles.panel} aria-labelledby="gifts-sent">
      <h2 id="gifts-sent" className={styles.panelTitle}>
        {t('gifts.sent.title')}
      </h2>
      {body}
    </section>
  );
}
