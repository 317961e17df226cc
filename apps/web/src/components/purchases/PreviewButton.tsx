import { newIdempotencyKey } from '@fanverse/client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDate } from '../premium/money-format';
import { usePremiumClaims } from '../premium/use-premium-claims';
import { Button } from '../ui/form';
import { refreshItemAccess } from './access-refresh';
import { useUsePreview } from './purchase-actions';
import { hasCode, outcomeUnknown, purchaseProblem } from './purchase-errors';
import { usePreviewBalance } from './purchase-queries';
import type { PreviewContentType } from './preview-tokens';
import styles from './Purchases.module.css';

export interface PreviewButtonProps {
  type: PreviewContentType;
  uuid: string;
  /** After the token is kept and rights were reset: the reader is opened, the player asks again. */
  onGranted?(): void;
}

/**
 * Under a premium wall, for a signed-in member without premium: "Use a preview (1 of 2 left this
 * month)". Reopening an item previewed this month spends nothing. No credits left says when they
 * come back. Nothing for visitors (they sign up first) or premium members (no wall).
 */
export function PreviewButton({ type, uuid, onGranted }: PreviewButtonProps) {
  const { t, i18n } = useTranslation();
  const claims = usePremiumClaims();
  const eligible = claims.known && claims.signedIn && !claims.premium;
  const balance = usePreviewBalance({ enabled: eligible });
  const preview = useUsePreview();
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  const [error, setError] = useState<unknown>(null);

  if (!eligible || !balance.data) return null;
  const { credits_left: left, credits_total: total, resets_at: resetsAt } = balance.data;
  const again = balance.data.previewed.some(
    (item) => item.content_type === type && item.content_uuid === uuid,
  );
  const resetDate = formatDate(resetsAt, i18n.language);

  const use = async () => {
    if (preview.isPending) return;
    setError(null);
    try {
      await preview.mutateAsync({ type, uuid, key: key.current });
      key.current = newIdempotencyKey();
      refreshItemAccess(queryClient, { model: type, uuid });
      onGranted?.();
    } catch (failure) {
      setError(failure);
      if (!outcomeUnknown(failure)) key.current = newIdempotencyKey();
    }
  };

  const none = (!again && left <= 0) || hasCode(error, 3050);
  let message = '';
  if (none) message = t('purchases.preview.none', { date: resetDate });
  else if (error) {
    const problem = purchaseProblem(error, i18n.language);
    message = problem.key ? t(problem.key as never) : problem.error.message;
  }
  return (
    <div className={styles.preview} data-testid="preview-step">
      {!none && (
        <Button
          variant="secondary"
          busy={preview.isPending}
          busyLabel={t('purchases.preview.opening')}
          onClick={() => void use()}
        >
          {again ? t('purchases.preview.again') : t('purchases.preview.use', { count: left, left, total })}
        </Button>
      )}
      <p className={styles.muted} role="status">
        {message}
      </p>
    </div>
  );
}
