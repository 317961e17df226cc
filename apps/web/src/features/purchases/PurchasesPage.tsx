import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { GIFT_PATH, REDEEM_PATH } from '../../components/purchases';
import { buttonClass } from '../../components/ui/form';
import { usePurchaseHistory } from './api/purchases-queries';
import { HistoryFiltersForm } from './components/HistoryFiltersForm';
import { PurchaseRow } from './components/PurchaseRow';
import {
  historySearch,
  pageOfUrl,
  purchasesQueryOf,
  readHistoryFilters,
  type HistoryFilters,
} from './purchases-model';
import styles from './purchases.module.css';

/**
 * /account/purchases (signed in): what the member owns (bought, from a code, granted by staff)
 * and the gifts they bought, filtered, sorted and paged from the address, so Back and reload keep
 * the view. Previous and next follow the server's paging block.
 */
export function PurchasesPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readHistoryFilters(location.search);
  const history = usePurchaseHistory(purchasesQueryOf(filters));
  const go = (next: HistoryFilters) =>
    void navigate({ pathname: location.pathname, search: historySearch(next) });

  let body;
  if (history.isError) {
    body = <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  } else if (!history.data) {
    body = (
      <p className={styles.muted} role="status">
        {t('purchases.history.loading')}
      </p>
    );
  } else if (history.data.items.length === 0) {
    body = (
      <section className={styles.panel} aria-labelledby="history-empty">
        <h2 id="history-empty">{t('purchases.history.empty.title')}</h2>
        <p>{t('purchases.history.empty.body')}</p>
        <div className={styles.actions}>
          <Link className={buttonClass()} to={REDEEM_PATH}>
            {t('purchases.history.empty.redeem')}
          </Link>
          <Link className={buttonClass('secondary')} to={GIFT_PATH}>
            {t('purchases.history.empty.gift')}
          </Link>
        </div>
      </section>
    );
  } else {
    const { paging, items } = history.data;
    const previous = pageOfUrl(paging.previous_page_url);
    const next = pageOfUrl(paging.next_page_url);
    body = (
      <>
        <p className={styles.muted} role="status">
          {t('purchases.history.count', { count: paging.total_items })}
        </p>
        <ul className={styles.list} aria-busy={history.isPlaceholderData || undefined}>
          {items.map((item) => (
            <PurchaseRow key={`${item.sku}-${item.create_dt}-${item.transaction_id ?? ''}`} item={item} />
          ))}
        </ul>
        {paging.total_pages > 1 && (
          <nav className={styles.pager} aria-label={t('purchases.history.pages')}>
            {previous !== null ? (
              <Link to={{ search: historySearch({ ...filters, page: previous }) }} rel="prev">
                {t('purchases.history.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span>
              {t('purchases.history.pageOf', { page: paging.requested_page, total: paging.total_pages })}
            </span>
            {next !== null ? (
              <Link to={{ search: historySearch({ ...filters, page: next }) }} rel="next">
                {t('purchases.history.next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <title>{t('purchases.history.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('purchases.history.title')}</h1>
        <p className={styles.lead}>
          <Link to={REDEEM_PATH}>{t('purchases.history.redeemLink')}</Link>
        </p>
      </header>
      <HistoryFiltersForm filters={filters} onChange={go} />
      {body}
    </div>
  );
}

export default PurchasesPage;
