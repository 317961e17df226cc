import {
  buildIdSchema,
  cohortSchema,
  consumerConfigSchema,
  experimentSchema,
  shopUrlSchema,
  type BuildId,
  type Cohort,
  type ConsumerConfig,
  type ConsumerQuery,
  type Experiment,
  type ExperimentQuery,
  type ShopUrl,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { consumerMapping, experimentMapping, shopMapping } from '../mappings/shell-mappings';

/** `client.shell`: the app shell's calls: start-up config, shop redirect, experiments, deploy polling. */
export interface ShellCalls {
  /** GET /api/5/consumer/{name} (op consumer); `www` at start-up. */
  getConsumer(name: string, query?: ConsumerQuery, options?: CallOptions): Promise<ConsumerConfig>;
  /** GET /shop/{name}; `homepage` is a shortcut name. */
  getShopUrl(name: string, options?: CallOptions): Promise<ShopUrl>;
  /**
   * GET /api/5/1/cohort-experiments/: every public experiment with the visitor's variants. The
   * visitor is the signed-in member, else the browser's `persistentUserId` (app config).
   */
  getCohortExperiments(query?: ExperimentQuery, options?: CallOptions): Promise<Cohort>;
  /**
   * GET /api/5/1/experiment/{name}: whether it is on, and the visitor's sticky `variant` and its
   * `payload` (asking is the exposure). A malformed name is 1040, an unknown one 1051.
   */
  getExperiment(name: string, query?: ExperimentQuery, options?: CallOptions): Promise<Experiment>;
  /** GET /build-id.json, polled to offer a reload after a deploy. */
  getBuildId(options?: CallOptions): Promise<BuildId>;
}

export const createShellCalls: Area<ShellCalls> = (context) => {
  const { request, run } = areaTools(context);
  const segment = encodeURIComponent;
  return {
    getConsumer: (name, query = {}, options = {}) =>
      run('consumer', () =>
        request(
          {
            method: 'GET',
            path: `/api/5/consumer/${segment(name)}`,
            query,
            schema: consumerConfigSchema,
            mapping: consumerMapping,
          },
          options,
        ),
      ),
    getShopUrl: (name, options = {}) =>
      request(
        { method: 'GET', path: `/shop/${segment(name)}`, schema: shopUrlSchema, mapping: shopMapping },
        options,
      ),
    getCohortExperiments: (query = {}, options = {}) =>
      request({ method: 'GET', path: '/api/5/1/cohort-experiments/', query, schema: cohortSchema }, options),
    getExperiment: (name, query = {}, options = {}) =>
      request(
        {
          method: 'GET',
          path: `/api/5/1/experiment/${segment(name)}`,
          query,
          schema: experimentSchema,
          mapping: experimentMapping,
        },
        options,
      ),
    getBuildId: (options = {}) =>
      request({ method: 'GET', path: '/build-id.json', schema: buildIdSchema }, options),
  };
};
