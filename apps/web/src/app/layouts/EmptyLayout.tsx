import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/ui/SkipLink';
import styles from './layouts.module.css';
import { useLayoutPageTracking } from './use-layout-page-tracking';

/** Layout `empty`: the page alone, no navigation (used by coming-soon). */
export function EmptyLayout() {
  useLayoutPageTracking();
  return (
    <div className={`${styles.frame} ${styles.glow}`}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
