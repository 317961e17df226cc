import { analyticsBatchReplySchema } from '@fanverse/contract';
import type { Area } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { analyticsBatchMapping } from '../mappings/analytics-mappings';
import { ANALYTICS_BATCH_PATH, type AnalyticsCalls } from './analytics-types';

/** `client.analytics`; see `AnalyticsCalls` (analytics-types.ts). */
export const createAnalyticsCalls: Area<AnalyticsCalls> = (context) => {
  const tools = areaTools(context);
  return {
    sendBatch: async (batch, options = {}) => {
      if (!Array.isArray(batch?.batch) || batch.batch.length === 0) throw tools.fail(7761, 'batch', options);
      return tools.post(
        ANALYTICS_BATCH_PATH,
        { body: batch, schema: analyticsBatchReplySchema, mapping: analyticsBatchMapping },
        options,
      );
    },
  };
};
