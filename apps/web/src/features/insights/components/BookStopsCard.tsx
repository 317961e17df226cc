import type { InsightsBookStops, InsightsBooks } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { SelectField } from '../../../components/ui/form';
import { useInsightsFormat } from '../insights-format';
import { bookName } from './BooksCard';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
import {
  AXIS_TICK,
  CHART_HEIGHT,
  CHART_MARGIN,
  CURSOR_FILL,
  GRID_STROKE,
  SERIES,
  TOOLTIP_STYLE,
} from './chart-theme';
import { legendText } from './legend-text';
import styles from '../insights.module.css';

export interface BookStopsCardProps {
  query: UseQueryResult<InsightsBookStops, unknown>;
  /** The books to choose from (the per-book chart's). */
  books: InsightsBooks['items'];
  /** Whether the list of books is still loading (no book can be chosen before it). */
  booksLoading: boolean;
  bookId: string | null;
  onChooseBook: (bookId: string) => void;
}

/**
 * Where readers stop in one chosen book: per page, the readers whose furthest page it was
 * (bars), and the readers who got that far (a dashed line falling page after page). A tall bar
 * is a page people put the book down at.
 */
export function BookStopsCard({ query, books, booksLoading, bookId, onChooseBook }: BookStopsCardProps) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const stopped = t('insights.metric.stopped');
  const reached = t('insights.metric.reached');
  const pageLabel = (page: unknown) => t('insights.stops.page', { page: format.count(Number(page)) });
  const picker =
    books.length > 0 || bookId !== null ? (
      <div className={styles.picker}>
        <SelectField
          label={t('insights.stops.book')}
          value={bookId ?? ''}
          onChange={(event) => onChooseBook(event.target.value)}
        >
          {/* A shared link's book that is not among this range's top books stays choosable. */}
          {bookId !== null && !books.some((book) => book.book_id === bookId) && (
            <option value={bookId}>{query.data?.title ?? bookId}</option>
          )}
          {books.map((book) => (
            <option key={book.book_id} value={book.book_id}>
              {bookName(book)}
            </option>
          ))}
        </SelectField>
      </div>
    ) : null;
  return (
    <ChartCard
      title={t('insights.stops.title')}
      description={t('insights.stops.lead')}
      controls={picker}
      query={query}
      waiting={bookId === null && booksLoading}
      isEmpty={(data) => data.pages.every((page) => page.reached === 0)}
      chart={(data) => (
        <ComposedChart
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          data={data.pages}
          margin={CHART_MARGIN}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={GRID_STROKE} vertical={false} />
          <XAxis
            dataKey="page"
            tick={AXIS_TICK}
            tickFormatter={(page) => format.count(Number(page))}
            minTickGap={8}
          />
          <YAxis tick={AXIS_TICK} tickFormatter={format.compact} allowDecimals={false} width={48} />
          <Tooltip
            {...TOOLTIP_STYLE}
            cursor={{ fill: CURSOR_FILL }}
            labelFormatter={pageLabel}
            formatter={(value) => format.count(Number(value))}
          />
          <Legend formatter={legendText} />
          <Bar dataKey="stopped" name={stopped} fill={SERIES.sky.color} isAnimationActive={false} />
          <Line
            type="monotone"
            dataKey="reached"
            name={reached}
            stroke={SERIES.gold.color}
            strokeDasharray={SERIES.gold.dash}
            strokeWidth={2.5}
            dot={false}
            legendType="plainline"
            isAnimationActive={false}
          />
        </ComposedChart>
      )}
      table={(data, caption) => (
        <DataTable
          caption={`${caption}: ${data.title}`}
          columns={[
            { label: t('insights.table.page') },
            { label: reached, numeric: true },
            { label: stopped, numeric: true },
          ]}
          rows={data.pages.map((page) => [
            format.count(page.page),
            format.count(page.reached),
            format.count(page.stopped),
          ])}
        />
      )}
    />
  );
}
