import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../../components/catalogue';
import styles from './quiz.module.css';

/** While the quiz content loads: announced once, drawn as quiet placeholder bars. */
export function QuizLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">{t('quiz.loading')}</span>
      <span className={styles.shimmer} style={{ inlineSize: '40%' }} aria-hidden="true" />
      <span className={styles.shimmer} style={{ blockSize: '2.5rem' }} aria-hidden="true" />
      <span className={styles.shimmer} style={{ blockSize: '12rem' }} aria-hidden="true" />
    </div>
  );
}

/** A quiz page while its content is not there: the loading bars, or the failure with a retry. */
export function QuizContentFallback({
  content,
}: {
  content: Pick<UseQueryResult<unknown, unknown>, 'isError' | 'error' | 'refetch'>;
}) {
  return (
    <div className={styles.page}>
      {content.isError ? (
        <LoadError error={content.error} onRetry={() => void content.refetch()} whole />
      ) : (
        <QuizLoading />
      )}
    </div>
  );
}
