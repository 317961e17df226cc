import { newIdempotencyKey, type CodedError } from '@fanverse/client';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  type Gift,
  type GiftCreateBody,
  type PaymentMethod,
  type PremiumCatalog,
} from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { NEW_CARD, premiumKeys, usePaymentMethodConfig } from '../../../components/premium';
import {
  Button,
  FieldError,
  FormAlert,
  TextField,
  describedBy,
  formStyles,
} from '../../../components/ui/form';
import { apiClient } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { giftKeys, useGiftTax } from '../api/gift-queries';
import { outcomeUnknown } from '../../../components/purchases';
import { giftSendFailure } from '../gift-errors';
import {
  giftErrors,
  giftProductsInOrder,
  lastStartDate,
  todayUtc,
  type GiftErrors,
  type GiftField,
  type GiftValues,
} from '../gift-form-model';
import { GiftPayment } from './GiftPayment';
import { GiftProductChoice } from './GiftProductChoice';
import { GiftSummary } from './GiftSummary';
import styles from '../gifts.module.css';

export interface GiftFormProps {
  catalog: PremiumCatalog;
  /** The member's active saved cards. */
  methods: PaymentMethod[];
  /** The account's address (the receiver's may not be it) and the sender's name to start with. */
  accountEmail: string;
  senderName: string;
  onSent(gift: Gift): void;
}

const FORM_ID = 'gift-form';

/**
 * "Give premium": the gift's length, who it is for, who it is from, a message, the day it is
 * mailed, and how it is paid, checked field by field before anything is sent. "Pay and send"
 * charges once: one idempotency key per attempt (a double click, or a retry after a reply that
 * never came, is the same gift); a changed gift or one the server answered starts afresh.
 */
export function GiftForm({ catalog, methods, accountEmail, senderName, onSent }: GiftFormProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const queryClient = useQueryClient();
  const products = giftProductsInOrder(catalog.gift_products);
  const [values, setValues] = useState<GiftValues>(() => ({
    productId: products[0]?.id ?? null,
    receiverName: '',
    receiverEmail: '',
    senderName,
    senderEmail: accountEmail,
    message: '',
    startDate: todayUtc(),
  }));
  const [choice, setChoice] = useState(methods[0]?.guid ?? NEW_CARD);
  const [errors, setErrors] = useState<GiftErrors & { payment?: string }>({});
  const [formErrors, setFormErrors] = useState<CodedError[]>([]);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const messageId = useId();

  const product = products.find((item) => item.id === values.productId) ?? null;
  const guid = choice !== NEW_CARD && methods.some((method) => method.guid === choice) ? choice : null;
  const config = usePaymentMethodConfig({ enabled: guid === null });
  const tax = useGiftTax(product && guid ? { paymentmethod_guid: guid, product_code: product.code } : null);

  const set = (field: GiftField) => (value: string | number) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const cardSaved = (method: PaymentMethod) => {
    // The new card is the member's now (checkout offers it too): list it and pay with it.
    queryClient.setQueryData<PaymentMethod[]>(premiumKeys.paymentMethods(), (list) =>
      list && !list.some((item) => item.guid === method.guid) ? [...list, method] : list,
    );
    void queryClient.invalidateQueries({ queryKey: premiumKeys.paymentMethods() });
    setChoice(method.guid);
    setErrors((current) => ({ ...current, payment: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormErrors([]);
    const found: GiftErrors & { payment?: string } = giftErrors(values, accountEmail);
    if (!guid) found.payment = 'gifts.errors.payment';
    setErrors(found);
    if (Object.values(found).some(Boolean) || !product || !guid) return;
    const body: GiftCreateBody = {
      paymentmethod_guid: guid,
      product_id: product.id,
      receiver_name: values.receiverName.trim(),
      receiver_email: values.receiverEmail.trim(),
      sender_name: values.senderName.trim(),
      sender_email: values.senderEmail.trim(),
      personal_message: values.message.trim(),
      premium_start_date: values.startDate,
      lang,
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    inFlight.current = true;
    setBusy(true);
    try {
      const gift = await apiClient.purchases.createGift(body, { idempotencyKey: attempt.current.key });
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: giftKeys.sent() });
      onSent(gift);
    } catch (error) {
      const failure = giftSendFailure(error, lang);
      setErrors(failure.fields);
      setFormErrors(failure.form);
      // The server answered: trying again is a new attempt. No answer: the same one.
      if (!outcomeUnknown(error)) attempt.current = null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (products.length === 0) {
    return <p className={styles.empty}>{t('gifts.page.noProducts')}</p>;
  }

  const messageError = errors.message;
  return (
    <div className={styles.layout}>
      <form
        id={FORM_ID}
        className={`${formStyles.form} ${styles.panel}`}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="gift-details"
      >
        <h2 id="gift-details" className={styles.panelTitle}>
          {t('gifts.form.details')}
        </h2>
        <GiftProductChoice
          products={products}
          value={values.productId}
          onChange={set('productId')}
          error={errors.productId}
          disabled={busy}
        />
        <div className={styles.pair}>
          <TextField
            label={t('gifts.form.receiverName')}
            value={values.receiverName}
            onChange={(event) => set('receiverName')(event.target.value)}
            error={errors.receiverName}
            maxLength={100}
            autoComplete="off"
            disabled={busy}
          />
          <TextField
            label={t('gifts.form.receiverEmail')}
            type="email"
            value={values.receiverEmail}
            onChange={(event) => set('receiverEmail')(event.target.value)}
            error={errors.receiverEmail}
            maxLength={254}
            autoComplete="off"
            disabled={busy}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={t('gifts.form.senderName')}
            value={values.senderName}
            onChange={(event) => set('senderName')(event.target.value)}
            error={errors.senderName}
            maxLength={100}
            autoComplete="name"
            disabled={busy}
          />
          <TextField
            label={t('gifts.form.senderEmail')}
            type="email"
            value={values.senderEmail}
            onChange={(event) => set('senderEmail')(event.target.value)}
            error={errors.senderEmail}
            maxLength={254}
            autoComplete="email"
            disabled={busy}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={messageId} className={formStyles.label}>
            {t('gifts.form.message')}
            <span className={formStyles.optional}>{t('forms.optional')}</span>
          </label>
          <textarea
            id={messageId}
            className={`${formStyles.input} ${styles.message}`}
            value={values.message}
            onChange={(event) => set('message')(event.target.value)}
            rows={4}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy(`${messageId}-count`, messageError && `${messageId}-error`)}
            disabled={busy}
          />
          <p
            id={`${messageId}-count`}
            className={`${formStyles.hint} ${styles.count}`}
            data-over={values.message.length > GIFT_MESSAGE_MAX_LENGTH || undefined}
          >
            {t('gifts.form.messageCount', { count: values.message.length, max: GIFT_MESSAGE_MAX_LENGTH })}
          </p>
          <FieldError id={`${messageId}-error`} text={messageError} />
        </div>
        <TextField
          label={t('gifts.form.startDate')}
          hint={t('gifts.form.startDateHint')}
          type="date"
          value={values.startDate}
          min={todayUtc()}
          max={lastStartDate()}
          onChange={(event) => set('startDate')(event.target.value)}
          error={errors.startDate}
          disabled={busy}
        />
      </form>
      <div className={styles.side}>
        <GiftPayment
          methods={methods}
          value={guid ?? NEW_CARD}
          onChange={(value) => {
            setChoice(value);
            setErrors((current) => ({ ...current, payment: undefined }));
          }}
          config={config.data}
          defaultCountry={catalog.country_code_alpha2}
          onSaved={cardSaved}
          error={errors.payment}
          disabled={busy}
        />
        <GiftSummary
          product={product}
          tax={tax.data}
          loading={tax.isFetching}
          taxFailed={tax.isError}
          needsCard={guid === null}
        />
        <FormAlert errors={formErrors} title={t('gifts.form.failed')} />
        <Button type="submit" form={FORM_ID} block busy={busy} busyLabel={t('gifts.form.paying')}>
          {t('gifts.form.submit')}
        </Button>
      </div>
    </div>
  );
}
