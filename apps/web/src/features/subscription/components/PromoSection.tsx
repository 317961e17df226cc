import type { Subscription } from '@fanverse/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, FormAlert, TextField } from '../../../components/ui/form';
import { useApplyPromo } from '../api/apply-promo';
import { errorsOf, useKeyedAction } from '../use-action-key';
import styles from '../subscription.module.css';

/** A promo code for the next payments; the server's refusals (unknown, used up, expired, already applied) in words. */
export function PromoSection({
  subscription,
  onDone,
}: {
  subscription: Subscription;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const apply = useKeyedAction(useApplyPromo());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const promoCode = code.trim().toUpperCase();
    if (!promoCode) return;
    if (await apply.submit({ guid: subscription.guid, promoCode })) {
      setCode('');
      onDone(t('subscription.promo.done', { code: promoCode }));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('subscription.promo.heading')}
      </h2>
      <p className={styles.note}>{t('subscription.promo.lead')}</p>
      <form className={styles.inline} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('subscription.promo.label')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          required
        />
        <Button
          type="submit"
          busy={apply.pending}
          busyLabel={t('subscription.promo.busy')}
          unavailable={!code.trim()}
        >
          {t('subscription.promo.submit')}
        </Button>
      </form>
      <FormAlert errors={errorsOf(apply.error)} />
    </section>
  );
}
