import type { InsightsBooks } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsightsFormat } from '../insights-format';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
import { Hatch, useHatchId } from './Hatch';
import {
  AXIS_TICK,
  CHART_MARGIN,
  CURSOR_FILL,
  GRID_STROKE,
  SERIES,
  TOOLTIP_STYLE,
  barChartHeight,
  clip,
} from './chart-theme';
import { legendText } from './legend-text';

type Book = InsightsBooks['items'][number];

export function bookName(book: Pick<Book, 'title' | 'series_title'>): string {
  return book.series_title ? `${book.series_title}: ${book.title}` : book.title;
}

/**
 * Comics opened and pages read per book. Pages outnumber openings many times over, so each
 * has its own axis (openings below, pages above); the two bars differ in fill (solid, striped).
 */
export function BooksCard({ query }: { query: UseQueryResult<InsightsBooks, unknown> }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const hatch = useHatchId();
  const opened = t('insights.metric.comicsOpened');
  const pages = t('insights.metric.pagesRead');
  return (
    <ChartCard
      title={t('insights.books.title')}
      description={t('insights.books.lead')}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      chart={(data) => {
        const names = new Map(data.items.map((item) => [item.book_id, bookName(item)]));
        return (
          <BarChart
            responsive
            layout="vertical"
            style={{ width: '100%', height: barChartHeight(data.items.length, 52) }}
            data={data.items}
            margin={CHART_MARGIN}
            accessibilityLayer={false}
          >
            <Hatch id={hatch} color={SERIES.gold.color} />
            <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
            <XAxis
              xAxisId="opened"
              type="number"
              tick={AXIS_TICK}
              tickFormatter={format.compact}
              allowDecimals={false}
            />
            <XAxis
              xAxisId="pages"
              type="number"
              orientation="top"
              tick={AXIS_TICK}
              tickFormatter={format.compact}
              allowDecimals={false}
            />
            <YAxis
              type="category"
              dataKey="book_id"
              tick={AXIS_TICK}
              tickFormatter={(id) => clip(names.get(String(id)) ?? String(id))}
              width={150}
            />
            <Tooltip
              {...TOOLTIP_STYLE}
              cursor={{ fill: CURSOR_FILL }}
              labelFormatter={(id) => names.get(String(id)) ?? String(id)}
              formatter={(value) => format.count(Number(value))}
            />
            <Legend formatter={legendText} />
            <Bar
              xAxisId="opened"
              dataKey="opened"
              name={opened}
              fill={SERIES.violet.color}
              isAnimationActive={false}
            />
            <Bar
              xAxisId="pages"
              dataKey="pages_read"
              name={pages}
              fill={`url(#${hatch})`}
              stroke={SERIES.gold.color}
              isAnimationActive={false}
            />
          </BarChart>
        );
      }}
      table={(data, caption) => (
        <DataTable
          caption={caption}
          columns={[
            { label: t('insights.table.book') },
            { label: opened, numeric: true },
            { label: t('insights.metric.readers'), numeric: true },
            { label: pages, numeric: true },
            { label: t('insights.metric.readToEnd'), numeric: true },
          ]}
          rows={data.items.map((item) => [
            bookName(item),
            format.count(item.opened),
            format.count(item.readers),
            format.count(item.pages_read),
            format.percent(item.completion_rate),
          ])}
        />
      )}
    />
  );
}
