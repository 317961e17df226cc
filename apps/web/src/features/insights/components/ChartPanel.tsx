import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from '../insights.module.css';

export interface ChartPanelProps {
  title: string;
  /** One line under the title: what is counted. */
  description?: string;
  /** Controls of this panel (the book picker), under the title. */
  controls?: ReactNode;
  /** Whether there is a chart to trade for a table (not while loading or empty). */
  canToggle: boolean;
  /** The panel's content, as a table or not. */
  children: (asTable: boolean) => ReactNode;
  busy?: boolean;
  wide?: boolean;
  headingLevel?: 2 | 3;
}

/** A dashboard panel: its title, its "Show as table" toggle and its content. */
export function ChartPanel({
  title,
  description,
  controls,
  canToggle,
  children,
  busy = false,
  wide = false,
  headingLevel = 2,
}: ChartPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={styles.card}
      data-wide={wide || undefined}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <header className={styles.cardHead}>
        <div className={styles.cardTitles}>
          <Heading id={titleId} className={styles.cardTitle}>
            {title}
          </Heading>
          {description && <p className={styles.cardLead}>{description}</p>}
        </div>
        {canToggle && (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
          >
            {t('insights.showTable')}
            <span className="visually-hidden">{`: ${title}`}</span>
          </button>
        )}
      </header>
      {controls}
      {children(asTable && canToggle)}
    </section>
  );
}

/**
 * A chart and its numbers: the chart for the eye (hidden from assistive technology) with the
 * table visually hidden beside it, or the table alone when the reader asked for it.
 */
export function ChartOrTable({
  asTable,
  chart,
  table,
}: {
  asTable: boolean;
  chart: ReactNode;
  table: ReactNode;
}) {
  if (asTable) return <div className={styles.tableWrap}>{table}</div>;
  return (
    <>
      <div className={styles.chart} aria-hidden="true">
        {chart}
      </div>
      <div className="visually-hidden">{table}</div>
    </>
  );
}

/** Loading: as tall as the chart it stands for, so the page does not jump when data arrives. */
export function ChartSkeleton({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{t('insights.loading', { title })}</span>
    </div>
  );
}

export function EmptyChart({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <p className={styles.empty}>{text ?? t('insights.empty')}</p>;
}

/** Shown over a chart while the numbers of a new range are on their way. */
export function Updating() {
  const { t } = useTranslation();
  return (
    <p className={styles.updating} role="status">
      {t('insights.updating')}
    </p>
  );
}
