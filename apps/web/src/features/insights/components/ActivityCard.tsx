import type { InsightsDay, InsightsOverview } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsightsFormat } from '../insights-format';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
import { AXIS_TICK, CHART_HEIGHT, CHART_MARGIN, GRID_STROKE, SERIES, TOOLTIP_STYLE } from './chart-theme';
import { legendText } from './legend-text';

type Key = 'active_members' | 'sign_ups' | 'visitors';

/** Beyond two weeks a dot per day turns the lines into beads (on a phone most): the dashes suffice. */
const DOTS_UP_TO_DAYS = 14;

/** Daily active members, sign-ups and visitors: three lines, told apart by dash as well as colour. */
export function ActivityCard({ query }: { query: UseQueryResult<InsightsOverview, unknown> }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const series: { key: Key; label: string; style: (typeof SERIES)[keyof typeof SERIES] }[] = [
    { key: 'active_members', label: t('insights.metric.activeMembers'), style: SERIES.violet },
    { key: 'sign_ups', label: t('insights.metric.signUps'), style: SERIES.gold },
    { key: 'visitors', label: t('insights.metric.visitors'), style: SERIES.mint },
  ];
  const empty = (days: readonly InsightsDay[]) => days.every((day) => series.every((s) => day[s.key] === 0));
  return (
    <ChartCard
      wide
      title={t('insights.activity.title')}
      description={t('insights.activity.lead')}
      query={query}
      isEmpty={(data) => empty(data.days)}
      chart={(data) => (
        <LineChart
          responsive
          style={{ width: '100%', height: CHART_HEIGHT }}
          data={data.days}
          margin={CHART_MARGIN}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={GRID_STROKE} vertical={false} />
          <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={format.shortDay} minTickGap={24} />
          <YAxis tick={AXIS_TICK} tickFormatter={format.compact} allowDecimals={false} width={48} />
          <Tooltip
            {...TOOLTIP_STYLE}
            labelFormatter={(day) => format.day(String(day))}
            formatter={(value) => format.count(Number(value))}
          />
          <Legend formatter={legendText} />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.style.color}
              strokeDasharray={s.style.dash}
              strokeWidth={2.5}
              dot={data.days.length <= DOTS_UP_TO_DAYS ? { r: 3 } : false}
              legendType="plainline"
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
      table={(data, caption) => (
        <DataTable
          caption={caption}
          columns={[
            { label: t('insights.table.day') },
            ...series.map((s) => ({ label: s.label, numeric: true })),
          ]}
          rows={data.days.map((day) => [format.day(day.day), ...series.map((s) => format.count(day[s.key]))])}
        />
      )}
    />
  );
}
