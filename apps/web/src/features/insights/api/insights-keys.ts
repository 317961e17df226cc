import type { InsightsRangeQuery } from '@fanverse/contract';
import { userKey } from '../../../lib/query-keys';

/**
 * The dashboard's reads: under the user scope (dropped when the staff member signs out or
 * another signs in), one per call, range and language (titles come back translated).
 */
export const insightsKeys = {
  all: () => userKey('insights'),
  read: (call: string, lang: string, range: InsightsRangeQuery, ...rest: readonly string[]) =>
    userKey('insights', call, lang, range.from ?? '', range.to ?? '', ...rest),
};
