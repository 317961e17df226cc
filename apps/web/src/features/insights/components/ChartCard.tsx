import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/catalogue';
import { ChartOrTable, ChartPanel, ChartSkeleton, EmptyChart, Updating } from './ChartPanel';

export interface ChartCardProps<T> {
  title: string;
  description?: string;
  query: UseQueryResult<T, unknown>;
  /** Whether a reply has nothing to draw (the empty state instead of an empty chart). */
  isEmpty: (data: T) => boolean;
  chart: (data: T) => ReactNode;
  /** The same numbers as a table, captioned with the title. */
  table: (data: T, caption: string) => ReactNode;
  controls?: ReactNode;
  wide?: boolean;
  /** Another read this one needs is still loading (the book picker's list): a skeleton meanwhile. */
  waiting?: boolean;
}

/**
 * One chart of the dashboard over one read, in each of its states: loading (a skeleton as tall
 * as the chart), failed (the reason and a retry), empty, and loaded (chart or table). While a
 * new range loads, the previous range's chart stays, marked as updating.
 */
export function ChartCard<T>({
  title,
  description,
  query,
  isEmpty,
  chart,
  table,
  controls,
  wide,
  waiting = false,
}: ChartCardProps<T>) {
  const data = query.data;
  const hasData = data !== undefined && !isEmpty(data);
  const updating = query.isPlaceholderData || (query.isFetching && !query.isPending);
  return (
    <ChartPanel
      title={title}
      description={description}
      controls={controls}
      canToggle={hasData}
      busy={updating}
      wide={wide}
    >
      {(asTable) => {
        if (waiting) return <ChartSkeleton title={title} />;
        // Not asked: nothing to ask about (no book to choose in this range).
        if (query.isPending && query.fetchStatus === 'idle') return <EmptyChart />;
        if (query.isPending) return <ChartSkeleton title={title} />;
        if (query.isError && !query.isPlaceholderData)
          return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
        if (data === undefined || isEmpty(data)) return <EmptyChart />;
        return (
          <>
            {updating && <Updating />}
            <ChartOrTable asTable={asTable} chart={chart(data)} table={table(data, title)} />
          </>
        );
      }}
    </ChartPanel>
  );
}
