import type { InsightsFunnel } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsightsFormat } from '../insights-format';
import { funnelRows, type FunnelRow } from '../insights-model';
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

/**
 * Visit → register → premium: a bar per step, each step's conversion from the step before it
 * written above its bar ("→ 12.5%"); the table adds the conversion from the first step.
 */
export function FunnelCard({ query }: { query: UseQueryResult<InsightsFunnel, unknown> }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const stepName = (step: FunnelRow['step']) => t(`insights.funnel.step.${step}`);
  const share = (value: number | null) => (value === null ? '—' : format.percent(value));
  return (
    <ChartCard
      title={t('insights.funnel.title')}
      description={t('insights.funnel.lead')}
      query={query}
      isEmpty={(data) => data.steps.every((step) => step.count === 0)}
      chart={(data) => {
        const rows = funnelRows(data).map((row) => ({
          ...row,
          name: stepName(row.step),
          conversion: row.fromPrevious === null ? '' : `→ ${format.percent(row.fromPrevious)}`,
        }));
        return (
          <BarChart
            responsive
            style={{ width: '100%', height: CHART_HEIGHT }}
            data={rows}
            margin={{ ...CHART_MARGIN, top: 28 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={GRID_STROKE} vertical={false} />
            <XAxis dataKey="name" tick={AXIS_TICK} />
            <YAxis tick={AXIS_TICK} tickFormatter={format.compact} allowDecimals={false} width={48} />
            <Tooltip
              {...TOOLTIP_STYLE}
              cursor={{ fill: CURSOR_FILL }}
              formatter={(value) => format.count(Number(value))}
            />
            <Bar
              dataKey="count"
              name={t('insights.funnel.people')}
              fill={SERIES.violet.color}
              isAnimationActive={false}
            >
              <LabelList dataKey="conversion" position="top" fill="#f4f3ff" fontSize={13} fontWeight={700} />
            </Bar>
          </BarChart>
        );
      }}
      table={(data, caption) => (
        <DataTable
          caption={caption}
          columns={[
            { label: t('insights.funnel.step.label') },
            { label: t('insights.funnel.people'), numeric: true },
            { label: t('insights.funnel.fromPrevious'), numeric: true },
            { label: t('insights.funnel.fromStart'), numeric: true },
          ]}
          rows={funnelRows(data).map((row) => [
            stepName(row.step),
            format.count(row.count),
            share(row.fromPrevious),
            share(row.fromStart),
          ])}
        />
      )}
    />
  );
}
