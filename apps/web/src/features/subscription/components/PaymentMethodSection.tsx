import type { PaymentMethod, Subscription } from '@fanverse/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, FormAlert, FormStatus } from '../../../components/ui/form';
import { useChangePaymentMethod } from '../api/change-payment-method';
import { cardLabel } from '../card-label';
import { errorsOf, useKeyedAction } from '../use-action-key';
import { AddCard } from './AddCard';
import styles from '../subscription.module.css';

/**
 * The card the subscription is charged to, and a switch to another saved card or a new one. A
 * past-due subscription is retried on the new card at once (the server does it): the page's
 * state line shows how that went.
 */
export function PaymentMethodSection({
  id,
  subscription,
  methods,
  onDone,
}: {
  /** The section's id: a past-due subscription's prompt links here. */
  id: string;
  subscription: Subscription;
  /** The member's cards; undefined while they load. */
  methods: PaymentMethod[] | undefined;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const change = useKeyedAction(useChangePaymentMethod());
  const [chosen, setChosen] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const current = methods?.find((method) => method.guid === subscription.paymentmethod_guid) ?? null;
  const others = (methods ?? []).filter(
    (method) => method.status === 'active' && method.guid !== subscription.paymentmethod_guid,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const method = others.find((other) => other.guid === chosen);
    if (!method) return;
    if (await change.submit({ guid: subscription.guid, paymentMethodGuid: method.guid })) {
      setChosen(null);
      setAdded(null);
      onDone(t('subscription.card.done', { card: cardLabel(t, method) }));
    }
  };

  const onSaved = (method: PaymentMethod) => {
    setChosen(method.guid);
    setAdded(t('subscription.card.added', { card: cardLabel(t, method) }));
  };

  return (
    <section id={id} className={styles.card} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('subscription.card.heading')}
      </h2>
      <p className={styles.note}>
        {current
          ? t('subscription.card.current', { card: cardLabel(t, current) })
          : t('subscription.card.noCurrent')}
      </p>
      {methods === undefined && <p className={styles.state}>{t('subscription.card.loading')}</p>}
      {methods !== undefined && others.length === 0 && (
        <p className={styles.state}>{t('subscription.card.none')}</p>
      )}
      {others.length > 0 && (
        <form onSubmit={(event) => void submit(event)} className={styles.stack}>
          <fieldset className={styles.choices}>
            <legend>{t('subscription.card.choose')}</legend>
            {others.map((method) => (
              <label key={method.guid} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-card`}
                  value={method.guid}
                  checked={chosen === method.guid}
                  onChange={() => setChosen(method.guid)}
                />
                <span className={styles.choiceText}>
                  <strong>{cardLabel(t, method)}</strong>
                  <span className={styles.note}>
                    {t('subscription.methods.expires', { date: method.valid_thru })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <FormAlert errors={errorsOf(change.error)} />
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={change.pending}
              busyLabel={t('subscription.card.busy')}
              unavailable={!chosen}
            >
              {t('subscription.card.submit')}
            </Button>
          </div>
        </form>
      )}
      <FormStatus message={added} />
      <AddCard
        label={t('subscription.card.add')}
        defaultCountry={current?.country_code_alpha2}
        onSaved={onSaved}
      />
    </section>
  );
}
