import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import type { useRailScroll } from './use-rail-scroll';
import styles from './Rail.module.css';

export interface RailBodyProps {
  /** The rail's scrolling (useRailScroll), kept by the caller, which may need its track. */
  scroll: ReturnType<typeof useRailScroll>;
  /** The arrow buttons' names ("Scroll Popular back"). */
  backLabel: string;
  forwardLabel: string;
  /** The tiles, each an `<li>`. */
  children: ReactNode;
}

/**
 * A rail's track of tiles between its two arrow buttons (hidden at either end, and on touch
 * screens, which swipe): the part every horizontal rail shares, under its own heading.
 */
export function RailBody({ scroll, backLabel, forwardLabel, children }: RailBodyProps) {
  const { track, edges, measure, scrollByPage, moveFocus } = scroll;
  return (
    <div className={styles.body}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.back}`}
        onClick={() => scrollByPage(-1)}
        disabled={edges.start}
        aria-label={backLabel}
      >
        <Icon name="chevronLeft" />
      </button>
      <ul ref={track} className={styles.track} onScroll={measure} onKeyDown={moveFocus}>
        {children}
      </ul>
      <button
        type="button"
        className={`${styles.arrow} ${styles.forward}`}
        onClick={() => scrollByPage(1)}
        disabled={edges.end}
        aria-label={forwardLabel}
      >
        <Icon name="chevronRight" />
      </button>
    </div>
  );
}
