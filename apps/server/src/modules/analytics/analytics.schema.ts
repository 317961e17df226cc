import type { ColumnType, Generated } from 'kysely';

/** Row types of the analytics tables (migrations/analytics-0001-tables.ts). */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  received_at: Generated<Date>;
  event_ts: Date;
  type: string;
  event: string | null;
  name: string | null;
  category: string | null;
  message_id: string;
  anonymous_id: string | null;
  user_id: string | null;
  properties: ColumnType<unknown, string | null, string | null> | null;
  page_path: string | null;
  referrer: string | null;
  locale: string | null;
  user_agent: string | null;
  campaign: ColumnType<unknown, string | null, string | null> | null;
  consent_groups: string | null;
}

export interface ExperimentVariantsTable {
  experiment_name: string;
  key: string;
  weight: number;
  payload: ColumnType<Record<string, unknown>, string, string>;
  position: Generated<number>;
}

export interface ExperimentAssignmentsTable {
  experiment_name: string;
  /** `m:<member guid>` or `p:<persistentUserId>`. */
  subject: string;
  variant: string;
  assigned_at: Generated<Date>;
  exposed_at: Generated<Date>;
  converted_at: Date | null;
  /** On a member's row that took a browser's variant: the browser's subject (one exposure). */
  inherited_from: string | null;
}

export interface InsightsDailyTable {
  /** A UTC day, read as `YYYY-MM-DD` text. */
  day: ColumnType<string, string, string>;
  metric: string;
  key: Generated<string>;
  value: Generated<number>;
}

export interface InsightsDailySubjectsTable {
  day: ColumnType<string, string, string>;
  metric: string;
  key: Generated<string>;
  subject: string;
}

export interface InsightsRollupStateTable {
  source: string;
  last_id: Generated<string>;
  rolled_up_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    analytics_events: AnalyticsEventsTable;
    experiment_variants: ExperimentVariantsTable;
    experiment_assignments: ExperimentAssignmentsTable;
    insights_daily: InsightsDailyTable;
    insights_daily_subjects: InsightsDailySubjectsTable;
    insights_rollup_state: InsightsRollupStateTable;
  }
}
