import type { InsightsOverview } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsightsFormat } from '../insights-format';
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

/**
 * Plays and minutes watched per day. Their scales differ by two orders of magnitude, so each
 * has its own axis, and they differ in kind (bars for plays, a dashed line for minutes).
 */
export function WatchingCard({ query }: { query: UseQueryResult<InsightsOverview, unknown> }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const plays = t('insights.metric.plays');
  const minutes = t('insights.metric.minutesWatched');
  return (
    <ChartCard
      wide
      title={t('insights.watching.title')}
      description={t('insights.watching.lead')}
      query={query}
      isEmpty={(data) => data.days.every((day) => day.plays === 0 && day.minutes_watched === 0)}
      chart={(data) => (
        <ComposedChart
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          data={data.days}
          margin={CHART_MARGIN}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={GRID_STROKE} vertical={false} />
          <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={format.shortDay} minTickGap={24} />
          <YAxis
            yAxisId="plays"
            tick={AXIS_TICK}
            tickFormatter={format.compact}
            allowDecimals={false}
            width={48}
          />
          <YAxis
            yAxisId="minutes"
            orientation="right"
            tick={AXIS_TICK}
            tickFormatter={format.compact}
            width={48}
          />
          <Tooltip
            {...TOOLTIP_STYLE}
            cursor={{ fill: CURSOR_FILL }}
            labelFormatter={(day) => format.day(String(day))}
            formatter={(value, name) =>
              name === minutes ? format.minutes(Number(value)) : format.count(Number(value))
            }
          />
          <Legend formatter={legendText} />
          <Bar
            yAxisId="plays"
            dataKey="plays"
            name={plays}
            fill={SERIES.sky.color}
            isAnimationActive={false}
          />
          <Line
            yAxisId="minutes"
            type="monotone"
            dataKey="minutes_watched"
            name={minutes}
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
          caption={caption}
          columns={[
            { label: t('insights.table.day') },
            { label: plays, numeric: true },
            { label: minutes, numeric: true },
          ]}
          rows={data.days.map((day) => [
            format.day(day.day),
            format.count(day.plays),
            format.minutes(day.minutes_watched),
          ])}
        />
      )}
    />
  );
}
