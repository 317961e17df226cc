import type { InsightsEpisodes } from '@fanverse/contract';
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

type Episode = InsightsEpisodes['items'][number];

/** "Series: Episode" when the episode belongs to a series (episode titles repeat across series). */
function episodeName(episode: Episode): string {
  return episode.series_title ? `${episode.series_title}: ${episode.title}` : episode.title;
}

/**
 * The most played episodes: a bar per episode (plays), its completion share written at the
 * bar's end; minutes and viewers are in the tooltip and the table.
 */
export function EpisodesCard({ query }: { query: UseQueryResult<InsightsEpisodes, unknown> }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  return (
    <ChartCard
      title={t('insights.episodes.title')}
      description={t('insights.episodes.lead')}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      chart={(data) => {
        const names = new Map(data.items.map((item) => [item.content_id, episodeName(item)]));
        return (
          <BarChart
            responsive
            layout="vertical"
            style={{ width: '100%', height: barChartHeight(data.items.length) }}
            data={data.items}
            margin={{ ...CHART_MARGIN, right: 56 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
            <XAxis type="number" tick={AXIS_TICK} tickFormatter={format.compact} allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="content_id"
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
            <Bar
              dataKey="plays"
              name={t('insights.metric.plays')}
              fill={SERIES.sky.color}
              isAnimationActive={false}
            >
              <LabelList
                dataKey="completion_rate"
                position="right"
                fill={AXIS_TICK.fill}
                fontSize={12}
                formatter={(value) => format.percent(Number(value))}
              />
            </Bar>
          </BarChart>
        );
      }}
      table={(data, caption) => (
        <DataTable
          caption={caption}
          columns={[
            { label: t('insights.table.episode') },
            { label: t('insights.metric.plays'), numeric: true },
            { label: t('insights.metric.viewers'), numeric: true },
            { label: t('insights.metric.minutesWatched'), numeric: true },
            { label: t('insights.metric.completion'), numeric: true },
          ]}
          rows={data.items.map((item) => [
            episodeName(item),
            format.count(item.plays),
            format.count(item.viewers),
            format.minutes(item.minutes_watched),
            format.percent(item.completion_rate),
          ])}
        />
      )}
    />
  );
}
