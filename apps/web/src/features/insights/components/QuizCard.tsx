import type { InsightsQuiz } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsightsFormat } from '../insights-format';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
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

/** Quiz completions per family (the family each finished quiz matched), the count at each bar's end. */
export function QuizCard({ query }: { query: UseQueryResult<InsightsQuiz, unknown> }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const completions = t('insights.metric.quizCompletions');
  return (
    <ChartCard
      title={t('insights.quiz.title')}
      description={t('insights.quiz.lead')}
      query={query}
      isEmpty={(data) => data.families.every((family) => family.completions === 0)}
      chart={(data) => (
        <BarChart
          responsive
          layout="vertical"
          style={{ width: '100%', height: barChartHeight(data.families.length) }}
          data={data.families}
          margin={{ ...CHART_MARGIN, right: 48 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
          <XAxis type="number" tick={AXIS_TICK} tickFormatter={format.compact} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="title"
            tick={AXIS_TICK}
            tickFormatter={(title) => clip(String(title), 18)}
            width={130}
          />
          <Tooltip
            {...TOOLTIP_STYLE}
            cursor={{ fill: CURSOR_FILL }}
            formatter={(value) => format.count(Number(value))}
          />
          <Bar dataKey="completions" name={completions} fill={SERIES.mint.color} isAnimationActive={false}>
            <LabelList
              dataKey="completions"
              position="right"
              fill={AXIS_TICK.fill}
              fontSize={12}
              formatter={(value) => format.count(Number(value))}
            />
          </Bar>
        </BarChart>
      )}
      table={(data, caption) => (
        <DataTable
          caption={caption}
          columns={[{ label: t('insights.table.family') }, { label: completions, numeric: true }]}
          rows={data.families.map((family) => [family.title, format.count(family.completions)])}
        />
      )}
    />
  );
}
