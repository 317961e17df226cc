import type { EstPromoCode } from '@fanverse/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import {
  GIFT_PATH,
  PURCHASES_PATH,
  hasCode,
  outcomeUnknown,
  purchaseProblem,
} from '../../components/purchases';
import { Button, formStyles } from '../../components/ui/form';
import { useRedeem } from './api/purchases-actions';
import { useEstCheck } from './api/purchases-queries';
import { CodeDetails } from './components/CodeDetails';
import { PromoOffer } from './components/PromoOffer';
import { RedeemDone } from './components/RedeemDone';
import styles from './purchases.module.css';
import { useKeyedAction } from '../../lib/use-keyed-action';

/** Codes are upper case; spaces a member types or pastes around one are not part of it. */
export function normalizeCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * /redeem (signed in): type a code, see what it grants (Check), then Redeem it. An EST code
 * grants episodes and books (or months of Premium); a code the EST check does not know may be
 * a Premium promo code, offered into checkout instead. Every refusal is said in words.
 */
export function RedeemPage() {
  const { t, i18n } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const check = useEstCheck(checked);
  const redeem = useKeyedAction(useRedeem(), outcomeUnknown);

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeCode(text);
    setText(code);
    redeem.reset();
    setChecked(code || null);
  };
  const onRedeem = (code: EstPromoCode) => void redeem.submit({ code: code.code.toUpperCase() });

  const problem = (error: unknown) => {
    const found = purchaseProblem(error, i18n.language);
    return (
      <p className={styles.problem} role="alert" data-code={found.code}>
        {found.key ? t(found.key as never) : found.error.message}
      </p>
    );
  };

  let result = null;
  if (redeem.data) {
    result = <RedeemDone redemption={redeem.data} />;
  } else if (checked && check.isPending) {
    result = (
      <p className={styles.muted} role="status">
        {t('purchases.redeem.checking')}
      </p>
    );
  } else if (checked && check.isError) {
    // 3012: no EST code has this name; it may still be a Premium promo code.
    result = hasCode(check.error, 3012) ? (
      <PromoOffer key={checked} code={checked} notFound={problem(check.error)} />
    ) : (
      problem(check.error)
    );
  } else if (checked && check.data) {
    const code = check.data;
    result = (
      <section className={styles.panel} aria-labelledby="code-details">
        <CodeDetails code={code} />
        {redeem.error ? problem(redeem.error) : null}
        {code.redeemable && (
          <div className={styles.actions}>
            <Button
              busy={redeem.pending}
              busyLabel={t('purchases.redeem.redeeming')}
              onClick={() => onRedeem(code)}
            >
              {t('purchases.redeem.confirm')}
            </Button>
          </div>
        )}
      </section>
    );
  }

  return (
    <div className={styles.page}>
      <title>{t('purchases.redeem.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('purchases.redeem.title')}</h1>
        <p className={styles.lead}>{t('purchases.redeem.lead')}</p>
      </header>
      <form className={styles.panel} onSubmit={onCheck} noValidate>
        <div className={styles.codeRow}>
          <div className={formStyles.field}>
            <label htmlFor={fieldId} className={formStyles.label}>
              {t('purchases.redeem.label')}
            </label>
            <input
              id={fieldId}
              name="code"
              className={`${formStyles.input} ${styles.codeInput}`}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={text}
              onChange={(event) => setText(event.target.value.toUpperCase())}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!text.trim()}>
            {t('purchases.redeem.check')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">{result}</div>
      <p className={styles.muted}>
        <Link to={PURCHASES_PATH}>{t('purchases.redeem.historyLink')}</Link> ·{' '}
        <Link to={GIFT_PATH}>{t('purchases.redeem.giftLink')}</Link>
      </p>
    </div>
  );
}

export default RedeemPage;
