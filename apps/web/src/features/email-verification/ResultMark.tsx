import styles from './email-verification.module.css';

/** The big round mark at the top of a result card: done, failed or still working. */
export function ResultMark({ tone }: { tone: 'ok' | 'bad' | 'busy' }) {
  return (
    <span className={styles.mark} data-tone={tone} aria-hidden="true">
      {tone === 'busy' ? <span className={styles.spinner} /> : tone === 'ok' ? '✓' : '!'}
    </span>
  );
}
