import {
  PREVIEW_TOKEN_PARAM,
  PurchaseCode,
  RIGHTS_TOKEN_CONTENT_TYPES,
  playbackPositionSchema,
  rightsReplySchema,
  signedRightsPayloadSchema,
  videoLogReplySchema,
  videoManifestSchema,
} from '@fanverse/contract';
import type { Area } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { CatalogueChecks } from '../catalogue/catalogue-checks';
import { ApiError } from '../errors/api-error';
import { decodeSignedToken } from '../helpers/signed-token';
import { catalogueMapping } from '../mappings/catalogue-mappings';
import { sendOnPageHide } from '../http/page-hide';
import { videoManifestMapping } from '../mappings/content-mappings';
import type { ManifestQuery, PlaybackCalls, RightsToken } from './playback-types';

/** Rights with a preview token: a token that is not live answers 400 3051, read as itself. */
const previewRightsMapping = {
  ...catalogueMapping,
  codes: { ...catalogueMapping.codes, [String(PurchaseCode.PREVIEW_TOKEN_INVALID)]: 3051 },
} as const;

const LOG_PATH = '/api/5/log/';
/** The query of the seek-thumbnail manifest (accounts spec §7). */
const THUMBNAIL_QUERY: ManifestQuery = { st: 'iframe', drm: 'default', cdn: 'default', subs: 'none' };

/** A rights token as the app uses it: times in milliseconds (spec §3, §9), the JWT kept to send back. */
function decodeRights(jwt: string, lang: string): RightsToken {
  // The signed-token schema: its content types include `book` (comic downloads).
  const { payload } = decodeSignedToken(jwt, signedRightsPayloadSchema, lang);
  return {
    content_type: payload.content_type,
    content_uuid: payload.content_uuid,
    exp: payload.exp * 1000,
    iat: payload.iat * 1000,
    nbf: payload.nbf * 1000,
    rights: payload.rights,
    ...(payload.denial ? { denial: payload.denial } : {}),
    jwt,
  };
}

/**
 * The playback calls: rights (checks 1715, 1716 before sending; the catalogue mapping after),
 * the video manifest (1717 without a token, never sent; spec §8's manifest mapping), the
 * playback log and the resume position.
 */
export const createPlaybackCalls: Area<PlaybackCalls> = (context) => {
  const { http, getSessionToken } = context;
  const { lang: langOf, fail } = areaTools(context);
  const segment = encodeURIComponent;

  const manifest: PlaybackCalls['manifest'] = async (jwt, query = {}, options = {}) => {
    if (!jwt) throw fail(1717, 'jwt', options);
    return http.request({
      method: 'GET',
      path: '/api/5/1/video_manifest_from_jwt/',
      query: { st: query.st, drm: query.drm, cdn: query.cdn, subs: query.subs },
      jwt,
      schema: videoManifestSchema,
      mapping: videoManifestMapping,
      ...options,
    });
  };

  return {
    rights: async (contentType, uuid, { previewToken, ...options } = {}) => {
      const lang = langOf(options);
      new CatalogueChecks(lang).uuid(uuid, 'content_uuid');
      // Episodes and clips for the player, books for the comic download (spec §5: 1716 otherwise).
      if (!(RIGHTS_TOKEN_CONTENT_TYPES as readonly string[]).includes(contentType)) {
        throw fail(1716, 'content_type', options);
      }
      const { token } = await http.request({
        method: 'GET',
        path: `/api/5/1/rights/${segment(contentType)}/${segment(uuid)}`,
        ...(previewToken ? { query: { [PREVIEW_TOKEN_PARAM]: previewToken } } : {}),
        schema: rightsReplySchema,
        mapping: previewToken ? previewRightsMapping : catalogueMapping,
        ...options,
      });
      return decodeRights(token, lang);
    },

    manifest,

    thumbnailManifest: (jwt, options = {}) => manifest(jwt, THUMBNAIL_QUERY, options),

    log: async (batch, { beacon = false, ...options } = {}) => {
      // A member's page-hide batch keeps its session (it is where resuming reads from).
      const route = beacon
        ? sendOnPageHide(http, Boolean(getSessionToken()), {
            path: LOG_PATH,
            lang: options.lang,
            body: batch,
          })
        : null;
      if (route?.beaconed) return null;
      const keepalive = route?.keepalive ?? false;
      return http.request({
        method: 'POST',
        path: LOG_PATH,
        body: batch,
        schema: videoLogReplySchema,
        keepalive,
        ...options,
      });
    },

    position: async (contentUuid, options = {}) => {
      new CatalogueChecks(langOf(options)).uuid(contentUuid, 'content_uuid');
      if (!getSessionToken()) return null;
      try {
        return await http.request({
          method: 'GET',
          path: `/api/5/2/user/playback/${segment(contentUuid)}/position`,
          schema: playbackPositionSchema,
          mapping: catalogueMapping,
          ...options,
        });
      } catch (error) {
        // Never watched (RESOURCE_NOT_FOUND, 1721): nothing to resume.
        if (error instanceof ApiError && error.status === 404 && error.errors[0]?.code === 1721) return null;
        throw error;
      }
    },
  };
};
