import { AnalyticsCode, GenericCode, type CatalogueCode } from '@fanverse/contract';
import type { ReplyMapping } from '../errors/reply-mapping';

// The product's analytics and insights codes (7760–7764; contract errors/catalogue-analytics.ts).
const unknownPath = { [String(GenericCode.API_NOT_FOUND)]: 5001 } as const satisfies Record<
  string,
  CatalogueCode
>;

/** The ingest: a batch too large 7760 (also a bare 413), a batch that is not one 7761. */
export const analyticsBatchMapping: ReplyMapping = {
  codes: {
    ...unknownPath,
    [AnalyticsCode.BATCH_TOO_LARGE]: 7760,
    [AnalyticsCode.INVALID_EVENT]: 7761,
  },
  statuses: { 413: 7760, 400: 7761 },
};

/** The staff dashboard: a bad range 7762, not staff 7763 (any 403). */
export const insightsMapping: ReplyMapping = {
  codes: {
    ...unknownPath,
    [AnalyticsCode.INVALID_RANGE]: 7762,
    [AnalyticsCode.STAFF_ONLY]: 7763,
  },
  statuses: { 403: 7763 },
};
