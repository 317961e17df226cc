import {
  ClientCode,
  comicRatingLadderSchema,
  tvRatingLadderSchema,
  viewerPinSchema,
  viewerUnlockSchema,
  type CatalogueCode,
  type ViewerPinBody,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { query } from '../discussions/path-parts';
import {
  ratingLadderMapping,
  viewerPinReadMapping,
  viewerPinRemoveMapping,
  viewerPinUpdateMapping,
  viewerUnlockMapping,
} from '../mappings/viewer-mappings';
import { viewerChecks } from './viewer-checks';
import { clientFailure } from './viewer-failure';
import type { ViewerCalls } from './viewer-types';

const PIN = '/api/5/viewer/pin';

/** The pin update as sent: the four fields the spec names, and the password only when given. */
function pinBody({ age_rating, tv_rating, country, pin, password }: ViewerPinBody) {
  return { age_rating, tv_rating, country, pin, ...(password === undefined ? {} : { password }) };
}

/**
 * `client.viewer`; see `ViewerCalls` (viewer-types.ts) for the paths, checks and codes. The unlock
 * is held by the HTTP layer (`http.viewerUnlock`), which sends it on every request while it is
 * live; a change of pin or limits ends it on the server (a new version), so the client drops it
 * then too.
 */
export const createViewerCalls: Area<ViewerCalls> = (context) => {
  const tools = areaTools(context);
  const held = context.http.viewerUnlock;
  const checks = (options: CallOptions) =>
    viewerChecks((code: CatalogueCode, field: string) => tools.fail(code, field, options));

  return {
    getTvRatings: async (country, options = {}) =>
      tools.get(
        '/api/5/tvrating',
        {
          query: query({ country: country?.trim() }),
          schema: tvRatingLadderSchema,
          mapping: ratingLadderMapping,
        },
        options,
      ),

    getComicRatings: async (options = {}) =>
      tools.get('/api/comics/1/ratings', { schema: comicRatingLadderSchema }, options),

    getPin: async (options = {}) => {
      // Spec §6: the pin read needs a member; a visitor's call would only be refused.
      if (!context.getSessionToken()) {
        throw clientFailure(ClientCode.INVALID_OR_MISSING_USER_TOKEN, tools.lang(options));
      }
      return tools.get(PIN, { schema: viewerPinSchema, mapping: viewerPinReadMapping }, options);
    },

    setPin: (body, options = {}) =>
      tools.run('setPin', async () => {
        checks(options).pinUpdate(body.pin);
        const pin = await tools.post(
          PIN,
          { body: pinBody(body), schema: viewerPinSchema, mapping: viewerPinUpdateMapping },
          options,
        );
        held.clear();
        return pin;
      }),

    removePin: (password, options = {}) =>
      tools.run('removePin', async () => {
        checks(options).password(password);
        await tools.request(
          { method: 'DELETE', path: PIN, body: { password }, mapping: viewerPinRemoveMapping },
          options,
        );
        held.clear();
      }),

    unlock: (pin, options = {}) =>
      tools.run('unlockPin', async () => {
        checks(options).unlockPin(pin);
        const unlock = await tools.post(
          `${PIN}/unlock`,
          { body: { pin }, schema: viewerUnlockSchema, mapping: viewerUnlockMapping },
          options,
        );
        held.hold(unlock);
        return unlock;
      }),

    getUnlock: () => held.get(),
    clearUnlock: () => held.clear(),
    restoreUnlock: (unlock) => held.hold(unlock),
  };
};
