export { createActivityCalls } from './activity-calls';
export type {
  ActivityCalls,
  ConsumeNextPage,
  ConsumeNextQuery,
  HistorySearchInput,
  NextObjectParams,
  VideoHistoryQuery,
} from './activity-types';
