/**
 * The charts' series styles. Each colour reaches at least 3:1 against the dark card surface
 * (#13131f; WCAG's figure for graphics), and no series is told apart by colour alone: lines
 * differ in dash pattern and marker, bars side by side differ in fill pattern, and every chart
 * has a legend and a table.
 */
export const SERIES = {
  violet: { color: '#9d90ff', dash: undefined },
  gold: { color: '#ffd166', dash: '8 4' },
  mint: { color: '#7ee2b8', dash: '2 4' },
  sky: { color: '#6cc7ff', dash: undefined },
} as const;

/** Chart heights: fixed so the skeleton, the empty state and the chart take the same room. */
export const CHART_HEIGHT = 280;

/** Shared margins: room on the left for axis numbers written in full. */
export const CHART_MARGIN = { top: 8, right: 16, bottom: 8, left: 8 } as const;

/** The tooltip's box, in the site's colours (an HTML element: CSS variables work here). */
export const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--color-surface-raised)',
    border: '1px solid var(--color-border-strong)',
    borderRadius: '0.5rem',
    color: 'var(--color-text)',
  },
  labelStyle: { color: 'var(--color-text)', fontWeight: 700 },
  itemStyle: { color: 'var(--color-text)' },
} as const;

/** Axis numbers and names: the site's muted text (#b7b4d1, 9:1 on the card). */
export const AXIS_TICK = { fill: '#b7b4d1', fontSize: 12 } as const;

/** Grid lines: quiet, behind the data. */
export const GRID_STROKE = '#2a2940';

/** The cursor band a pointer over a bar chart draws. */
export const CURSOR_FILL = '#ffffff10';

/** A long title cut to fit an axis (the table and the tooltip carry it in full). */
export function clip(text: string, max = 24): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A ranked bar chart's height: room for each bar, never shorter than the other charts. */
export function barChartHeight(bars: number, perBar = 36): number {
  return Math.max(CHART_HEIGHT, bars * perBar + 48);
}
