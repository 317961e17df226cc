import { newIdempotencyKey, type CodedError } from '@fanverse/client';
import { PurchaseCode, type GiftClaimResult, type GiftClaimView } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { formatDate, refreshPremiumAccess, payPageStyles } from '../../components/premium';
import { Button, buttonClass } from '../../components/ui/form';
import { apiClient } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSessionManager, useSignedIn, withReturnPath } from '../../lib/session';
import { useGiftClaim } from './api/gift-queries';
import { ClaimDetails } from './components/ClaimDetails';
import { ClaimResult } from './components/ClaimResult';
import { outcomeUnknown } from '../../components/purchases';
import { CLAIM_TEXTS, firstError } from './gift-errors';
import { todayUtc } from './gift-form-model';
import styles from './gifts.module.css';

/** A claim view's state as the coded refusal claiming it would meet (null: claimable, or not yet). */
function refusalOf(view: GiftClaimView): number | null {
  if (view.state === 'claimed') return PurchaseCode.GIFT_ALREADY_CLAIMED;
  if (view.state === 'expired') return PurchaseCode.GIFT_CLAIM_EXPIRED;
  if (view.state === 'refunded') return PurchaseCode.GIFT_NOT_FOUND;
  return null;
}

/**
 * /gift/claim/:token, the link of the receiver's mail: who the gift is from, their message and
 * what it gives. A visitor creates an account (the receiver's address filled in, back here
 * after) or signs in; a member claims it, once (one idempotency key per attempt), and premium
 * opens at once. Refusals in words: an unknown link (3044), claimed already (3045), expired
 * (3046), not yet (3047, with the day it opens), the sender's own gift (3041).
 */
export function GiftClaimPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const { token = '' } = useParams();
  const signedIn = useSignedIn();
  const session = useSessionManager();
  const queryClient = useQueryClient();
  const claim = useGiftClaim(token);
  const [result, setResult] = useState<GiftClaimResult | null>(null);
  const [refusal, setRefusal] = useState<CodedError | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<string | null>(null);

  const here = `/gift/claim/${encodeURIComponent(token)}`;
  const submit = async () => {
    if (busy) return;
    attempt.current ??= newIdempotencyKey();
    setBusy(true);
    setRefusal(null);
    try {
      const claimed = await apiClient.purchases.claimGift(token, { idempotencyKey: attempt.current });
      attempt.current = null;
      // Premium opens now: fresh claims, so walls open without signing in again.
      await refreshPremiumAccess(session, queryClient).catch(() => undefined);
      setResult(claimed);
    } catch (error) {
      if (!outcomeUnknown(error)) attempt.current = null;
      setRefusal(firstError(error, lang));
    } finally {
      setBusy(false);
    }
  };

  const refusalText = (code: number, error: CodedError | null, view?: GiftClaimView) => {
    if (code === PurchaseCode.GIFT_NOT_STARTED && view)
      return t('gifts.claim.errors.notYetOn', { date: formatDate(view.premium_start_date, lang) });
    const key = CLAIM_TEXTS[code];
    return key ? t(key as never) : (error?.message ?? '');
  };

  let content;
  if (claim.isPending) {
    content = (
      <p role="status" className={styles.muted}>
        {t('gifts.claim.loading')}
      </p>
    );
  } else if (claim.isError) {
    const error = firstError(claim.error, lang);
    content = CLAIM_TEXTS[error.code] ? (
      <p role="alert" className={payPageStyles.problem} data-code={error.code}>
        {refusalText(error.code, error)}
      </p>
    ) : (
      <LoadError error={claim.error} onRetry={() => void claim.refetch()} />
    );
  } else if (result) {
    content = <ClaimResult result={result} />;
  } else {
    const view = claim.data;
    const stateRefusal = refusalOf(view);
    const notYet = view.premium_start_date > todayUtc();
    const shown = refusal?.code ?? stateRefusal ?? (notYet ? PurchaseCode.GIFT_NOT_STARTED : null);
    const closed = stateRefusal !== null || refusal?.code === PurchaseCode.GIFT_ALREADY_CLAIMED;
    content = (
      <>
        <ClaimDetails view={view} />
        <div role="alert" className={payPageStyles.problem} data-code={shown ?? undefined}>
          {shown !== null && refusalText(shown, refusal, view)}
        </div>
        {!closed && !signedIn && (
          <div className={styles.actions}>
            <p className={styles.muted}>{t('gifts.claim.needAccount')}</p>
            <Link
              className={buttonClass()}
              to={`${withReturnPath(PATHS.register, here)}&email=${encodeURIComponent(view.receiver_email)}`}
            >
              {t('gifts.claim.register')}
            </Link>
            <Link className={buttonClass('secondary')} to={withReturnPath(PATHS.login, here)}>
              {t('gifts.claim.signIn')}
            </Link>
          </div>
        )}
        {!closed && signedIn && !notYet && (
          <div className={styles.actions}>
            <Button onClick={() => void submit()} busy={busy} busyLabel={t('gifts.claim.claiming')}>
              {t('gifts.claim.submit')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <title>{t('gifts.claim.pageTitle')}</title>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('gifts.page.eyebrow')}</p>
        <h1 className={styles.title}>{t('gifts.claim.title')}</h1>
      </header>
      {content}
    </div>
  );
}

export default GiftClaimPage;
