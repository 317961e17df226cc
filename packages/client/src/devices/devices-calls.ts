import { z } from 'zod';
import {
  deviceCodeSchema,
  deviceLinkSchema,
  deviceLoginSchema,
  lazySchema,
  pendingDeviceSchema,
  signedInDevicesSchema,
  type CatalogueCode,
} from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { segment } from '../discussions/path-parts';
import {
  deviceCodeMapping,
  deviceLinkMapping,
  deviceLoginMapping,
  signedInDevicesMapping,
} from '../mappings/device-mappings';
import { clientFailure } from '../viewer/viewer-failure';
import { checkShortCode } from './device-checks';
import type { DevicesCalls } from './devices-types';

const LINK = '/api/5/device/link';
const SESSIONS = '/api/5/sessions';

/** Spec §7: the device calls take the code as a form (application/x-www-form-urlencoded). */
const form = (shortCode: string) => new URLSearchParams({ short_code: shortCode });

/**
 * The TV's calls carry its HttpOnly device-secret cookie, set with the code: without it the
 * server never answers the session (a code alone is not enough). `include` also sends it when
 * the API is on another origin (CORS_ORIGINS allows credentials).
 */
const WITH_DEVICE_COOKIE = 'include' as const;

/** The login reply as it may come: one without a session secret (absent, null, empty) is 1405 (spec §4). */
const loginReplySchema = lazySchema(() => deviceLoginSchema.extend({ session_secret: z.string().nullish() }));

/**
 * `client.devices`; see `DevicesCalls` (devices-types.ts) for the paths, checks and codes. The
 * code entry on the web (look-up and confirm) keeps its failures under `linkDevice`, the TV's
 * login under `loginDevice`; the others only rethrow.
 */
export const createDevicesCalls: Area<DevicesCalls> = (context) => {
  const tools = areaTools(context);
  const shortCode = (code: string, options: CallOptions) =>
    checkShortCode(code, (c: CatalogueCode, field: string) => tools.fail(c, field, options));

  return {
    getCode: async (options = {}) =>
      tools.get(
        LINK,
        { schema: deviceCodeSchema, mapping: deviceCodeMapping, credentials: WITH_DEVICE_COOKIE },
        options,
      ),

    getPending: (code, options = {}) =>
      tools.run('linkDevice', async () =>
        tools.get(
          `${LINK}/pending`,
          {
            query: { short_code: shortCode(code, options) },
            schema: pendingDeviceSchema,
            mapping: deviceLinkMapping,
          },
          options,
        ),
      ),

    link: (code, options = {}) =>
      tools.run('linkDevice', async () => {
        const body = form(shortCode(code, options));
        const reply = await tools.post(
          LINK,
          { body, schema: deviceLinkSchema, mapping: deviceLinkMapping },
          options,
        );
        // Spec §4: "If not complete the link fails (1400)".
        if (!reply.link_complete) throw clientFailure(1400, tools.lang(options), 200);
        return reply;
      }),

    login: (code, options = {}) =>
      tools.run('loginDevice', async () => {
        const body = form(shortCode(code, options));
        const reply = await tools.post(
          '/api/5/login/device',
          { body, schema: loginReplySchema, mapping: deviceLoginMapping, credentials: WITH_DEVICE_COOKIE },
          options,
        );
        // Spec §4: "a missing secret fails (1405)"; the secret becomes the client's session.
        const { session_secret: secret } = reply;
        if (!secret) throw clientFailure(1405, tools.lang(options), 200);
        context.setSessionToken(secret);
        return { ...reply, session_secret: secret };
      }),

    listSessions: async (options = {}) =>
      (
        await tools.get(
          `${SESSIONS}/`,
          { schema: signedInDevicesSchema, mapping: signedInDevicesMapping },
          options,
        )
      ).sessions,

    signOut: async (id, options = {}) => {
      await tools.request(
        { method: 'DELETE', path: `${SESSIONS}/${segment(id)}/`, mapping: signedInDevicesMapping },
        options,
      );
    },
  };
};
