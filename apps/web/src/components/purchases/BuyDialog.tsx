import { newIdempotencyKey } from '@fanverse/client';
import type { EstOffer, PaymentMethod, PurchaseItem, PurchaseModel } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../catalogue';
import { CardForm } from '../premium/CardForm';
import { formatMoney } from '../premium/money-format';
import { premiumKeys } from '../premium/premium-keys';
import { usePaymentMethodConfig } from '../premium/use-payment-method-config';
import { ModalDialog } from '../ui/Dialog';
import { Button } from '../ui/form';
import { NEW_CARD, SavedCardChoice } from '../premium/SavedCardChoice';
import { useBuy } from './purchase-actions';
import { useActiveCards, useOffer } from './purchase-queries';
import { outcomeUnknown, purchaseProblem, type PurchaseProblem } from './purchase-errors';
import styles from './Purchases.module.css';

export interface BuyDialogProps {
  model: PurchaseModel;
  uuid: string;
  /** The offer without a card (the price shown on the page). */
  offer: EstOffer;
  onClose(): void;
  onBought(item: PurchaseItem): void;
}

/**
 * Buying one episode or book: a saved card (or a new one, saved first through the shared card
 * form), the price, tax and total that card's place gives, and Pay. One idempotency key per
 * dialog: a double click or a retry after a lost reply charges once; a definite refusal (a
 * decline) makes the next Pay a new attempt.
 */
export function BuyDialog({ model, uuid, offer, onClose, onBought }: BuyDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const methods = useActiveCards();
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? methods.data?.[0]?.guid ?? NEW_CARD;
  const addingCard = methods.data !== undefined && selected === NEW_CARD;
  const config = usePaymentMethodConfig({ enabled: addingCard });
  const priced = useOffer(model, uuid, {
    paymentmethodGuid: selected === NEW_CARD ? null : selected,
    enabled: selected !== NEW_CARD,
  });
  const buy = useBuy();
  const key = useRef(newIdempotencyKey());
  const running = useRef(false);
  const [problem, setProblem] = useState<PurchaseProblem | null>(null);

  const pay = async () => {
    if (running.current || selected === NEW_CARD || !offer.sku) return;
    running.current = true;
    setProblem(null);
    try {
      const item = await buy.mutateAsync({ sku: offer.sku, paymentmethod_guid: selected, key: key.current });
      onBought(item);
    } catch (error) {
      setProblem(purchaseProblem(error, lang));
      if (!outcomeUnknown(error)) key.current = newIdempotencyKey();
    } finally {
      running.current = false;
    }
  };

  const saved = (method: PaymentMethod) => {
    queryClient.setQueryData<PaymentMethod[]>(premiumKeys.paymentMethods(), (list) =>
      list && !list.some((item) => item.guid === method.guid) ? [...list, method] : list,
    );
    void queryClient.invalidateQueries({ queryKey: premiumKeys.paymentMethods() });
    setChoice(method.guid);
  };

  const tax = priced.data?.tax ?? null;
  const money = (amount: string) => formatMoney(amount, tax?.currency_code ?? offer.currency_code, lang);
  let summary;
  if (selected === NEW_CARD) summary = null;
  else if (priced.isError) summary = <LoadError error={priced.error} onRetry={() => void priced.refetch()} />;
  else if (!tax)
    summary = (
      <p className={styles.muted} role="status">
        {t('purchases.buy.working')}
      </p>
    );
  else
    summary = (
      <dl className={styles.lines}>
        {!tax.tax_inclusive && (
          <>
            <div>
              <dt>{t('purchases.buy.price')}</dt>
              <dd>{money(tax.subtotal)}</dd>
            </div>
            <div>
              <dt>{t('purchases.buy.tax')}</dt>
              <dd>{money(tax.tax_amount)}</dd>
            </div>
          </>
        )}
        <div className={styles.total}>
          <dt>{t('purchases.buy.total')}</dt>
          <dd data-testid="buy-total">{money(tax.total)}</dd>
        </div>
        {tax.tax_inclusive && (
          <p className={styles.muted}>{t('purchases.buy.vatIncluded', { amount: money(tax.tax_amount) })}</p>
        )}
      </dl>
    );

  return (
    <ModalDialog
      labelledBy="buy-title"
      onEscape={buy.isPending ? undefined : onClose}
      className={styles.dialog}
    >
      <h2 id="buy-title">{t('purchases.buy.title', { title: offer.title })}</h2>
      {methods.isError && <LoadError error={methods.error} onRetry={() => void methods.refetch()} />}
      {methods.isPending && (
        <p className={styles.muted} role="status">
          {t('purchases.buy.loading')}
        </p>
      )}
      {methods.data && (
        <SavedCardChoice
          methods={methods.data}
          value={selected}
          onChange={setChoice}
          name="buy-payment"
          disabled={buy.isPending}
        />
      )}
      {addingCard && config.isError && (
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      )}
      {addingCard && config.data && (
        <CardForm config={config.data} onSaved={saved} submitLabel={t('purchases.buy.saveCard')} />
      )}
      <div aria-live="polite">{summary}</div>
      <p className={styles.problem} role="alert" data-code={problem?.code}>
        {problem ? (problem.key ? t(problem.key as never) : problem.error.message) : ''}
      </p>
      <div className={styles.actions}>
        <Button
          onClick={() => void pay()}
          busy={buy.isPending}
          busyLabel={t('purchases.buy.paying')}
          disabled={selected === NEW_CARD || !tax}
        >
          {tax ? t('purchases.buy.pay', { total: money(tax.total) }) : t('purchases.buy.payPlain')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={buy.isPending}>
          {t('purchases.buy.cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
