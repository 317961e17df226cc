import type { ReactNode } from 'react';
import styles from './LikeButton.module.css';

/**
 * The row of a content page's member controls (add to list, like): side by side, wrapping on a
 * phone, aligned at their tops (the add-to-list control keeps a line for its message under its
 * buttons).
 */
export function ContentActions({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
