import type { PremiumTransaction } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { Button } from '../../components/ui/form';
import { currentLocale } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useTransactions } from './api/get-transactions';
import { cardLabel } from './card-label';
import { formatDate, formatMoney, formatRate } from './format';
import { transactionWhat } from './transaction-words';
import styles from './subscription.module.css';

/**
 * `/account/transactions/:id`: one charge's receipt, laid out to print (the print styles drop
 * the page's navigation). It is found in the member's own transactions, so nobody else's opens.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const transactions = useTransactions();
  const tx = transactions.data?.find((item) => item.transaction_id === id);

  return (
    <div className={styles.page}>
      <title>{t('subscription.receipt.pageTitle')}</title>
      <p className={styles.noPrint}>
        <Link to={PATHS.transactions}>{t('subscription.receipt.back')}</Link>
      </p>
      {transactions.isPending && (
        <p role="status" className={styles.state}>
          {t('subscription.transactions.loading')}
        </p>
      )}
      {transactions.isError && (
        <LoadError error={transactions.error} onRetry={() => void transactions.refetch()} />
      )}
      {transactions.isSuccess && !tx && (
        <p role="alert" className={styles.state}>
          {t('subscription.receipt.missing')}
        </p>
      )}
      {tx && <Receipt tx={tx} />}
    </div>
  );
}

function Receipt({ tx }: { tx: PremiumTransaction }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const money = (amount: string) => formatMoney(amount, tx.currency_code, lang);
  const rate = formatRate(tx.tax_rate, lang);
  const none = t('subscription.format.none');
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <div className={styles.cardTitleRow}>
        <h1 id="receipt-title" className={styles.title}>
          {t('subscription.receipt.title')}
        </h1>
        <Button variant="secondary" className={styles.noPrint} onClick={() => window.print()}>
          {t('subscription.receipt.print')}
        </Button>
      </div>
      <dl className={styles.lines}>
        <dt>{t('subscription.receipt.number')}</dt>
        <dd>{tx.transaction_id}</dd>
        <dt>{t('subscription.receipt.date')}</dt>
        <dd>{formatDate(tx.created_at, lang)}</dd>
        <dt>{t('subscription.receipt.product')}</dt>
        <dd>{transactionWhat(t, tx)}</dd>
        <dt>{t('subscription.receipt.period')}</dt>
        <dd>
          {tx.period_start && tx.period_end
            ? t('subscription.receipt.periodValue', {
                start: formatDate(tx.period_start, lang),
                end: formatDate(tx.period_end, lang),
              })
            : none}
        </dd>
        <dt>{t('subscription.receipt.card')}</dt>
        <dd>{tx.payment_method ? cardLabel(t, tx.payment_method) : none}</dd>
        <dt>{t('subscription.receipt.status')}</dt>
        <dd>{t(`subscription.transactions.status.${tx.status}`)}</dd>
        {tx.status !== 'settled' && tx.response_text && (
          <>
            <dt>{t('subscription.receipt.response')}</dt>
            <dd>{tx.response_text}</dd>
          </>
        )}
      </dl>
      <dl className={styles.lines}>
        <dt>{t('subscription.receipt.base')}</dt>
        <dd>{money(tx.base_price)}</dd>
        <dt>{t('subscription.receipt.discount')}</dt>
        <dd>
          {Number(tx.discount_amount) > 0 ? `−${money(tx.discount_amount)}` : money(tx.discount_amount)}
        </dd>
        <dt>{t('subscription.receipt.subtotal')}</dt>
        <dd>{money(tx.subtotal)}</dd>
        <dt>
          {t(tx.tax_inclusive ? 'subscription.receipt.taxIncluded' : 'subscription.receipt.tax', { rate })}
        </dt>
        <dd>{money(tx.tax_amount)}</dd>
        <dt className={styles.total}>{t('subscription.receipt.total')}</dt>
        <dd className={styles.total}>{money(tx.total)}</dd>
      </dl>
    </article>
  );
}

export default ReceiptPage;
