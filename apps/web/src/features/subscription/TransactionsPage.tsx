import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { currentLocale } from '../../lib/i18n';
import { receiptPath } from '../../lib/paths';
import { useTransactions } from './api/get-transactions';
import { PremiumNav } from './components/PremiumNav';
import { formatDate, formatMoney } from './format';
import { transactionWhat } from './transaction-words';
import styles from './subscription.module.css';

/** `/account/transactions`: every charge and refund, newest first, each with its receipt. */
export function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const transactions = useTransactions();
  const list = transactions.data ?? [];

  return (
    <div className={styles.page}>
      <title>{t('subscription.transactions.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('subscription.transactions.title')}</h1>
        <p className={styles.lead}>{t('subscription.transactions.lead')}</p>
      </header>
      <PremiumNav />
      {transactions.isPending && (
        <p role="status" className={styles.state}>
          {t('subscription.transactions.loading')}
        </p>
      )}
      {transactions.isError && (
        <LoadError error={transactions.error} onRetry={() => void transactions.refetch()} />
      )}
      {transactions.isSuccess && list.length === 0 && (
        <p className={styles.state}>{t('subscription.transactions.empty')}</p>
      )}
      {list.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('subscription.transactions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('subscription.transactions.columns.date')}</th>
                <th scope="col">{t('subscription.transactions.columns.what')}</th>
                <th scope="col" className={styles.number}>
                  {t('subscription.transactions.columns.amount')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('subscription.transactions.columns.tax')}
                </th>
                <th scope="col">{t('subscription.transactions.columns.status')}</th>
                <th scope="col">{t('subscription.transactions.columns.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((tx) => {
                const what = transactionWhat(t, tx);
                const date = formatDate(tx.created_at, lang);
                return (
                  <tr key={tx.transaction_id}>
                    <td>
                      <time dateTime={tx.created_at}>{date}</time>
                    </td>
                    <th scope="row">{what}</th>
                    <td className={styles.number}>{formatMoney(tx.total, tx.currency_code, lang)}</td>
                    <td className={styles.number}>{formatMoney(tx.tax_amount, tx.currency_code, lang)}</td>
                    <td>{t(`subscription.transactions.status.${tx.status}`)}</td>
                    <td>
                      <Link
                        to={receiptPath(tx.transaction_id)}
                        aria-label={t('subscription.transactions.viewLabel', { what, date })}
                      >
                        {t('subscription.transactions.view')}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default TransactionsPage;
