import styles from '../insights.module.css';

/** Legend labels in the page's text colour (recharts paints them in the series' colour). */
export function legendText(value: unknown) {
  return <span className={styles.legendText}>{String(value)}</span>;
}
