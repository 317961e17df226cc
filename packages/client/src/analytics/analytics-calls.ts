import { analyticsBatchReplySchema } from '@fanverse/contract';
import type { Area } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { sendOnPageHide } from '../http/page-hide';
import { analyticsBatchMapping } from '../mappings/analytics-mappings';
import { ANALYTICS_BATCH_PATH, type AnalyticsCalls } from './analytics-types';

/** `client.analytics`; see `AnalyticsCalls` (analytics-types.ts). */
export const createAnalyticsCalls: Area<AnalyticsCalls> = (context) => {
  const tools = areaTools(context);
  return {
    sendBatch: async (batch, { beacon = false, ...options } = {}) => {
      if (!Array.isArray(batch?.batch) || batch.batch.length === 0) throw tools.fail(7761, 'batch', options);
      // Page hide: a visitor's batch by beacon, a member's by keepalive with the session, so the
      // server stores its events as the member's (a beacon carries no Authorization).
      const route = beacon
        ? sendOnPageHide(context.http, Boolean(context.getSessionToken()), {
            path: ANALYTICS_BATCH_PATH,
            lang: options.lang,
            body: batch,
          })
        : null;
      if (route?.beaconed) return null;
      return tools.post(
        ANALYTICS_BATCH_PATH,
        {
          body: batch,
          schema: analyticsBatchReplySchema,
          mapping: analyticsBatchMapping,
          keepalive: route?.keepalive ?? false,
        },
        options,
      );
    },
  };
};
