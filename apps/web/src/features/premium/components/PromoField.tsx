import type { PromoCode } from '@fanverse/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMoney } from '../../../components/premium';
import { Button } from '../../../components/ui/form';
import formStyles from '../../../components/ui/form/Form.module.css';
import { promoProblem } from '../checkout-errors';
import styles from '../premium.module.css';

export interface PromoFieldProps {
  /** The code applied (upper case), or null. */
  applied: string | null;
  onApply(code: string | null): void;
  /** The look-up of the applied code. */
  promo: PromoCode | undefined;
  checking: boolean;
  error: unknown;
  productName: string;
  disabled?: boolean;
}

/**
 * The promo code: typed and applied (priced against the product being bought), then shown with
 * its new price, or why it cannot be used, in words, linked to the field for screen readers.
 */
export function PromoField({
  applied,
  onApply,
  promo,
  checking,
  error,
  productName,
  disabled,
}: PromoFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState(applied ?? '');
  const messageId = `${id}-message`;
  const problem = error ? promoProblem(error, i18n.language) : null;
  const notApplicable = promo !== undefined && !promo.is_applicable;

  const apply = () => {
    const code = text.trim().toUpperCase();
    onApply(code || null);
  };
  // Enter in the field applies the code; it must not submit (pay) the whole checkout.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  let message: { tone: 'ok' | 'error' | 'info'; text: string } | null = null;
  if (applied && checking) message = { tone: 'info', text: t('premium.promo.checking') };
  else if (applied && problem)
    message = { tone: 'error', text: problem.key ? t(problem.key as never) : problem.error.message };
  else if (applied && notApplicable)
    message = { tone: 'error', text: t('premium.promo.notApplicable', { product: productName }) };
  else if (applied && promo)
    message = {
      tone: 'ok',
      text: t('premium.promo.applied', {
        code: promo.code,
        description: promo.marketing_description,
        price: formatMoney(promo.discounted_price, promo.product.currency_code, i18n.language),
      }),
    };

  return (
    <div className={styles.promo}>
      <label htmlFor={id} className={formStyles.label}>
        {t('premium.promo.label')}
        <span className={formStyles.optional}>{t('forms.optional')}</span>
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          className={formStyles.input}
          name="promo_code"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          aria-invalid={message?.tone === 'error' ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <Button variant="secondary" onClick={apply} disabled={disabled || !text.trim()}>
          {t('premium.promo.apply')}
        </Button>
        {applied && (
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              onApply(null);
            }}
            disabled={disabled}
          >
            {t('premium.promo.remove')}
          </Button>
        )}
      </div>
      <p id={messageId} className={styles.promoMessage} data-tone={message?.tone} role="status">
        {message?.text ?? ''}
      </p>
    </div>
  );
}
