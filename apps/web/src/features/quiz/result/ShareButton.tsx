import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { shareResult, type ShareData, type ShareOutcome } from './share-result';
import page from '../quiz.module.css';
import styles from './QuizResultPage.module.css';

/** Shares the result's link; says what happened in a live region, or shows the link to copy. */
export function ShareButton({ data, label }: { data: ShareData; label: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const share = async () => {
    setBusy(true);
    const result = await shareResult(data);
    setBusy(false);
    setOutcome(result);
    if (result === 'manual') requestAnimationFrame(() => field.current?.select());
  };
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={page.primary}
        onClick={() => void share()}
        aria-busy={busy || undefined}
      >
        {label}
      </button>
      <p className={styles.shareStatus} role="status">
        {outcome === 'copied' && t('quiz.result.copied')}
        {outcome === 'shared' && t('quiz.result.shared')}
      </p>
      {outcome === 'manual' && (
        <label className={styles.manual}>
          <span>{t('quiz.result.copyManually')}</span>
          <input ref={field} className={styles.link} type="url" readOnly value={data.url} />
        </label>
      )}
    </div>
  );
}
