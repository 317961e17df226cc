import { newIdempotencyKey, type CodedError } from '@fanverse/client';
import type {
  PaymentMethod,
  PaymentMethodConfig,
  PremiumCatalog,
  PremiumPlan,
  PremiumProduct,
  TaxQuery,
} from '@fanverse/contract';
import { POSTAL_CODE_PATTERN } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import {
  cardFailure,
  EMPTY_CARD,
  entryErrors,
  hasErrors,
  NEW_CARD,
  outcomeUnknown,
  PaymentEntry,
  premiumKeys,
  premiumWelcomePath,
  refreshPremiumAccess,
  SavedCardChoice,
  payPageStyles,
  type CardEntry,
  type CardErrors,
  type NonceSource,
} from '../../../components/premium';
import { Button, FormAlert, formStyles } from '../../../components/ui/form';
import { PATHS } from '../../../lib/paths';
import { useSessionManager } from '../../../lib/session';
import { usePromo } from '../api/get-promo';
import { useTax } from '../api/get-tax';
import { placeOrder, type CheckoutAttempt, type CheckoutOrder } from '../api/subscribe';
import { checkoutProblem, type CheckoutProblem } from '../checkout-errors';
import { OrderSummary } from './OrderSummary';
import { PromoField } from './PromoField';
import styles from '../premium.module.css';

export interface CheckoutFormProps {
  catalog: PremiumCatalog;
  plan: PremiumPlan;
  product: PremiumProduct;
  /** The member's active saved cards. */
  methods: PaymentMethod[];
  config: PaymentMethodConfig;
  /** The member had a trial before: no second one (the server charges at once). */
  hadTrial: boolean;
  initialPromo: string | null;
  returnTo: string | null;
}

/** YYYY-MM-DD `days` from today (the visitor's calendar; the server decides the real date). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The checkout form: how to pay, the promo code, the live tax line and total, the terms and the
 * Subscribe button. One idempotency key per attempt (kept in a ref): a double click, or a retry
 * after a reply that never came, charges once; a changed order or a refused one starts afresh.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { catalog, plan, product, methods, config, hadTrial, initialPromo, returnTo } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionManager();
  const [choice, setChoice] = useState(methods[0]?.guid ?? NEW_CARD);
  const [entry, setEntry] = useState<CardEntry>({ ...EMPTY_CARD, country: catalog.country_code_alpha2 });
  const [promoCode, setPromoCode] = useState<string | null>(initialPromo);
  const [fieldErrors, setFieldErrors] = useState<CardErrors>({});
  const [formErrors, setFormErrors] = useState<CodedError[]>([]);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const attemptRef = useRef<{ fingerprint: string; attempt: CheckoutAttempt } | null>(null);
  const inFlight = useRef(false);
  const dropIn = useRef<NonceSource | null>(null);

  const promo = usePromo(promoCode, product.id);
  const promoOk = promo.data?.is_applicable === true ? promo.data : null;
  const appliedPromo = promoOk ? promoOk.code.toUpperCase() : null;
  const fixedTerm = promoOk && !promoOk.requires_paymentmethod ? promoOk : null;
  const newCard = choice === NEW_CARD;
  const trialDays = hadTrial
    ? 0
    : promoOk?.type === 'free_trial'
      ? promoOk.free_trial_days
      : product.free_trial_days;
  const firstChargeDate =
    trialDays === product.free_trial_days && product.predicted_free_trial_end_date
      ? product.predicted_free_trial_end_date
      : daysFromToday(trialDays);

  const postal = entry.postalCode.trim();
  const placeReady = POSTAL_CODE_PATTERN.test(postal) && entry.country !== '';
  let taxQuery: TaxQuery | null = null;
  if (!fixedTerm && promo.isFetching === false) {
    const promoPart = appliedPromo ? { promo_code: appliedPromo } : {};
    if (!newCard) taxQuery = { paymentmethod_guid: choice, product_code: product.code, ...promoPart };
    else if (placeReady)
      taxQuery = {
        postal_code: postal,
        country_code_alpha2: entry.country,
        product_code: product.code,
        ...promoPart,
      };
  }
  const tax = useTax(taxQuery);

  const changeEntry = (patch: Partial<CardEntry>) => {
    setEntry((current) => ({ ...current, ...patch }));
    setFieldErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof CardEntry)[]) delete next[key];
      return next;
    });
  };

  const order = (): CheckoutOrder => ({
    productCode: product.code,
    promoCode: appliedPromo,
    payment: fixedTerm
      ? { kind: 'none' }
      : newCard
        ? { kind: 'new', entry }
        : { kind: 'saved', guid: choice },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first is on its way is the same attempt: nothing more to send.
    if (inFlight.current) return;
    setProblem(null);
    setFormErrors([]);
    if (newCard && !fixedTerm) {
      const found = entryErrors(config.gateway, entry);
      setFieldErrors(found);
      if (hasErrors(found)) return;
    }
    const current = order();
    const fingerprint = JSON.stringify(current);
    if (attemptRef.current?.fingerprint !== fingerprint) {
      attemptRef.current = { fingerprint, attempt: { key: newIdempotencyKey(), vaulted: null } };
    }
    const { attempt } = attemptRef.current;
    inFlight.current = true;
    setBusy(true);
    try {
      await placeOrder(current, attempt, { gateway: config.gateway, dropIn: dropIn.current });
      attemptRef.current = null;
      // Premium opens at once: fresh claims before the member goes back to the walled page.
      await refreshPremiumAccess(session, queryClient).catch(() => undefined);
      void navigate(premiumWelcomePath(returnTo), { replace: true });
    } catch (error) {
      const vaulted = attempt.vaulted;
      if (current.payment.kind === 'new' && !vaulted) {
        // The card was not saved: its problems belong to its fields.
        const failure = cardFailure(error, i18n.language);
        setFieldErrors(failure.fields);
        setFormErrors(failure.form);
      } else {
        setProblem(checkoutProblem(error, i18n.language));
      }
      if (!outcomeUnknown(error)) {
        // The server answered: trying again is a new attempt. A card this attempt saved is the
        // member's now; offer it instead of asking for it again.
        attemptRef.current = null;
        if (vaulted) {
          queryClient.setQueryData<PaymentMethod[]>(premiumKeys.paymentMethods(), (list) =>
            list && !list.some((method) => method.guid === vaulted.guid) ? [...list, vaulted] : list,
          );
          setChoice(vaulted.guid);
          void queryClient.invalidateQueries({ queryKey: premiumKeys.paymentMethods() });
        }
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const problemText = problem ? (problem.key ? t(problem.key as never) : problem.error.message) : '';
  const errorId = 'checkout-error';
  return (
    <form
      className={styles.checkout}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-describedby={problem ? errorId : undefined}
    >
      <div className={styles.checkoutMain}>
        {!fixedTerm && (
          <section className={styles.panel} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className={styles.panelTitle}>
              {t('premium.checkout.payment')}
            </h2>
            <div className={formStyles.form}>
              {methods.length > 0 && (
                <SavedCardChoice
                  methods={methods}
                  value={choice}
                  onChange={setChoice}
                  name="payment"
                  disabled={busy}
                />
              )}
              {newCard && (
                <PaymentEntry
                  gateway={config.gateway}
                  clientToken={config.braintree_nonce.client_token}
                  value={entry}
                  onChange={changeEntry}
                  errors={fieldErrors}
                  disabled={busy}
                  dropInRef={dropIn}
                />
              )}
            </div>
          </section>
        )}
        <div className={styles.panel}>
          <PromoField
            applied={promoCode}
            onApply={setPromoCode}
            promo={promo.data}
            checking={promo.isFetching}
            error={promo.error}
            productName={product.name}
            disabled={busy}
          />
        </div>
      </div>
      <aside className={styles.checkoutSide}>
        <OrderSummary
          product={product}
          tax={tax.data}
          pending={tax.pending || tax.isFetching}
          taxError={tax.error}
          trialDays={trialDays}
          firstChargeDate={trialDays > 0 ? firstChargeDate : null}
          fixedTerm={fixedTerm}
          needsPlace={newCard && !placeReady}
        />
        <FormAlert errors={formErrors} title={t('premium.card.failed')} />
        <div
          role="alert"
          id={errorId}
          className={`${payPageStyles.problem} ${styles.problem}`}
          data-code={problem?.code}
        >
          {problem && (
            <>
              <p>{problemText}</p>
              {problem.code === 3003 && <Link to={PATHS.subscription}>{t('premium.page.manage')}</Link>}
            </>
          )}
        </div>
        <p className={styles.terms}>
          {t(trialDays > 0 ? 'premium.checkout.termsTrial' : 'premium.checkout.terms', {
            count: trialDays,
            product: product.name,
          })}{' '}
          {plan.descriptors.purchase_terms}
        </p>
        <Button type="submit" block busy={busy} busyLabel={t('premium.checkout.subscribing')}>
          {t(trialDays > 0 ? 'premium.checkout.startTrial' : 'premium.checkout.subscribe')}
        </Button>
      </aside>
    </form>
  );
}
