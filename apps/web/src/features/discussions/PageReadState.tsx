import { LoadError } from '../../components/catalogue';
import { MissingState } from './MissingState';
import styles from './discussions.module.css';

export interface PageReadStateProps {
  /** The page's main read (the board, the thread) while it is not yet a success. */
  read: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The loading line, announced politely. */
  loading: string;
  /** Whether a failure means "not there" (2300, 2301...), answered with the way back. */
  isMissing: (error: unknown) => boolean;
  missingTitle: string;
  missingText: string;
}

/**
 * What a board or thread page shows until its read succeeds: the loading line, the not-found
 * state with a way back, or the error with a retry. Both pages answer these the same way.
 */
export function PageReadState({ read, loading, isMissing, missingTitle, missingText }: PageReadStateProps) {
  if (read.isPending) {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.state}>
          {loading}
        </p>
      </div>
    );
  }
  if (isMissing(read.error)) return <MissingState title={missingTitle} text={missingText} />;
  return (
    <div className={styles.page}>
      <LoadError error={read.error} onRetry={() => void read.refetch()} whole />
    </div>
  );
}
