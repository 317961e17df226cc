import { useTranslation } from '../../../lib/i18n/use-translation';
import { Bar, BarChart, CartesianGrid, ErrorBar, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { useInsightsFormat } from '../insights-format';
import { experimentVerdict, type Experiment, type Verdict } from '../insights-model';
import { ChartOrTable, ChartPanel, EmptyChart } from './ChartPanel';
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
import styles from '../insights.module.css';

/** The verdict in plain words, and its tone (a clear leader stands out, the rest stays calm). */
function useVerdictText(verdict: Verdict): string {
  const { t } = useTranslation();
  switch (verdict.kind) {
    case 'none':
      return t('insights.experiments.verdict.none');
    case 'single':
      return t('insights.experiments.verdict.single');
    case 'leader':
      return t('insights.experiments.verdict.leader', { variant: verdict.key });
    case 'unclear':
      return t('insights.experiments.verdict.unclear');
  }
}

/**
 * One experiment: each variant's conversion rate as a bar with its 95 % interval as an error
 * bar (and written in the table), then the verdict in words.
 */
export function ExperimentPanel({ experiment }: { experiment: Experiment }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const verdict = experimentVerdict(experiment.variants);
  const verdictText = useVerdictText(verdict);
  const seen = verdict.kind !== 'none';
  const rate = t('insights.experiments.rate');
  const rows = experiment.variants.map((variant) => ({
    ...variant,
    // Distances below and above the rate: what recharts' ErrorBar draws.
    interval: [variant.rate - variant.ci_low, variant.ci_high - variant.rate],
  }));
  const top = Math.min(1, Math.max(0.05, ...experiment.variants.map((variant) => variant.ci_high)));
  const description = [
    t('insights.experiments.goal', { goal: experiment.goal_event }),
    experiment.enabled ? null : t('insights.experiments.paused'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ChartPanel title={experiment.name} description={description} canToggle={seen} headingLevel={3}>
      {(asTable) => (
        <>
          {experiment.description && <p className={styles.cardLead}>{experiment.description}</p>}
          {seen ? (
            <ChartOrTable
              asTable={asTable}
              chart={
                <BarChart
                  responsive
                  style={{ width: '100%', height: CHART_HEIGHT }}
                  data={rows}
                  margin={{ ...CHART_MARGIN, top: 24 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid stroke={GRID_STROKE} vertical={false} />
                  <XAxis dataKey="key" tick={AXIS_TICK} />
                  <YAxis
                    tick={AXIS_TICK}
                    domain={[0, top]}
                    tickFormatter={(value) => format.percent(Number(value))}
                    width={56}
                  />
                  <Tooltip
                    {...TOOLTIP_STYLE}
                    cursor={{ fill: CURSOR_FILL }}
                    formatter={(value) => format.percent(Number(value))}
                  />
                  <Bar dataKey="rate" name={rate} fill={SERIES.violet.color} isAnimationActive={false}>
                    <ErrorBar
                      dataKey="interval"
                      width={10}
                      strokeWidth={2}
                      stroke="#f4f3ff"
                      isAnimationActive={false}
                    />
                    <LabelList
                      dataKey="rate"
                      position="insideBottom"
                      fill="#0b0b14"
                      fontSize={12}
                      fontWeight={700}
                      formatter={(value) => format.percent(Number(value))}
                    />
                  </Bar>
                </BarChart>
              }
              table={
                <DataTable
                  caption={experiment.name}
                  columns={[
                    { label: t('insights.experiments.variant') },
                    { label: t('insights.experiments.weight'), numeric: true },
                    { label: t('insights.experiments.exposed'), numeric: true },
                    { label: t('insights.experiments.converted'), numeric: true },
                    { label: rate, numeric: true },
                    { label: t('insights.experiments.interval'), numeric: true },
                  ]}
                  rows={experiment.variants.map((variant) => [
                    variant.key,
                    format.count(variant.weight),
                    format.count(variant.exposed),
                    format.count(variant.converted),
                    format.percent(variant.rate),
                    t('insights.experiments.range', {
                      low: format.percent(variant.ci_low),
                      high: format.percent(variant.ci_high),
                    }),
                  ])}
                />
              }
            />
          ) : (
            <EmptyChart text={verdictText} />
          )}
          {seen && (
            <p className={styles.verdict} data-kind={verdict.kind}>
              <strong>{t('insights.experiments.verdictLabel')}</strong> {verdictText}
            </p>
          )}
        </>
      )}
    </ChartPanel>
  );
}
