import {
  ACTIVITY_CONTAINER_TYPES,
  ACTIVITY_ERROR,
  BULK_CONSUME_NEXT_MAX,
  CONSUME_NEXT_MAX_LIMIT,
  HISTORY_COMMANDS,
  HISTORY_ITEM_TYPES,
  LIKE_CONTENT_TYPES,
  NEXT_OBJECT_TYPES,
  REQUEST_ID_PATTERN,
  VIDEO_HISTORY_MAX_LIMIT,
  parseContainerRef,
  type ActivityContainerType,
  type CatalogueCode,
  type HistoryCommand,
  type HistoryItemType,
  type LikeContentType,
  type NextObjectType,
} from '@fanverse/contract';
import type { ApiError } from '../errors/api-error';
import { isUuid } from '../catalogue/catalogue-checks';
import type {
  ConsumeNextQuery,
  HistorySearchInput,
  NextObjectParams,
  VideoHistoryQuery,
} from './activity-types';

/** Builds a check failure (the area's `tools.fail` with the call's options bound). */
type Fail = (code: CatalogueCode, field: string) => ApiError;

const { INVALID_PARAMETER, INVALID_TYPE, INVALID_UUID, FIELD_REQUIRED } = ACTIVITY_ERROR;
/** A mark part that is there but wrong (spec §5 field rules: an allowed-values mismatch). */
const FIELD_MISMATCH = 6001;
/** Spec §5 "page must be int", which the server's paging answers too (its code 4). */
const PAGE_NOT_INT = 5004;
/** The mark path's `{series}.{episode}` takes at most nine digits each (HISTORY_EPISODE_KEY_PATTERN). */
const MAX_KEY_NUMBER = 999_999_999;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Not given at all: undefined, null, or only blanks (the path would lose the part). */
const isAbsent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * Spec §5 checks of `client.activity`, each failing with the code the server answers for the
 * same input, so that a screen handles a refused call and a refused reply alike.
 */
export function activityChecks(fail: Fail) {
  /** Feed containers (consume-next family): a missing or malformed type or uuid is 5008. */
  const container = (type: unknown, uuid: unknown): { type: ActivityContainerType; uuid: string } => {
    if (!isOneOf(ACTIVITY_CONTAINER_TYPES, type)) throw fail(INVALID_PARAMETER, 'containerType');
    if (!isUuid(uuid)) throw fail(INVALID_PARAMETER, 'containerUuid');
    return { type, uuid };
  };

  /** A typed object: an unknown type is `typeCode` (as its route answers), a malformed uuid 1715. */
  const typed = <T extends string>(
    list: readonly T[],
    typeCode: CatalogueCode,
    type: unknown,
    uuid: unknown,
  ): { type: T; uuid: string } => {
    if (!isOneOf(list, type)) throw fail(typeCode, 'type');
    if (!isUuid(uuid)) throw fail(INVALID_UUID, 'uuid');
    return { type, uuid };
  };

  /** One number of `{series}.{episode}`: whole, at most nine digits. */
  const keyPart = (value: unknown, field: string): void => {
    if (isAbsent(value)) throw fail(FIELD_REQUIRED, field);
    if (!isWhole(value, 0, MAX_KEY_NUMBER)) throw fail(FIELD_MISMATCH, field);
  };

  return {
    container,

    /** Likes: spec §5's type code, 7900. */
    likeTarget: (type: unknown, uuid: unknown) =>
      typed<LikeContentType>(LIKE_CONTENT_TYPES, INVALID_TYPE, type, uuid),

    /** Clearing a history item (our own call): its route answers a bad type as any bad parameter, 5008. */
    historyItem: (type: unknown, uuid: unknown) =>
      typed<HistoryItemType>(HISTORY_ITEM_TYPES, INVALID_PARAMETER, type, uuid),

    /** Both types first (7900), then both uuids (1715), as spec §5 orders them. */
    nextObject: (p: Partial<NextObjectParams> | undefined): NextObjectParams => {
      const { containerType, containerUuid, objectType, objectUuid } = p ?? {};
      if (!isOneOf(ACTIVITY_CONTAINER_TYPES, containerType)) throw fail(INVALID_TYPE, 'containerType');
      if (!isOneOf<NextObjectType>(NEXT_OBJECT_TYPES, objectType)) throw fail(INVALID_TYPE, 'objectType');
      if (!isUuid(containerUuid)) throw fail(INVALID_UUID, 'containerUuid');
      if (!isUuid(objectUuid)) throw fail(INVALID_UUID, 'objectUuid');
      return { containerType, containerUuid, objectType, objectUuid };
    },

    /**
     * `{series}.{episode}/{command}`, checked part by part as the server reads the path
     * (history/mark-params.ts): a part left out (it would send `/video/.3/`) is 6000, a part
     * that is there but wrong (`-1`, `1.5`, `rewatch`) is 6001.
     */
    mark: (seriesId: unknown, episodeNumber: unknown, command: unknown): HistoryCommand => {
      keyPart(seriesId, 'series_id');
      keyPart(episodeNumber, 'episode_number');
      if (isAbsent(command)) throw fail(FIELD_REQUIRED, 'command');
      if (!isOneOf(HISTORY_COMMANDS, command)) throw fail(FIELD_MISMATCH, 'command');
      return command;
    },

    /** Neither list, or only empty ones, asks nothing: 6000. Only the lists given are sent. */
    search: (input: HistorySearchInput | undefined): HistorySearchInput => {
      const body: HistorySearchInput = {};
      if (Array.isArray(input?.video_ids)) body.video_ids = input.video_ids;
      if (Array.isArray(input?.comic_uuids)) body.comic_uuids = input.comic_uuids;
      if (!body.video_ids?.length && !body.comic_uuids?.length) throw fail(FIELD_REQUIRED, 'video_ids');
      return body;
    },

    /** Each ref `type:uuid` (5008), at least one and at most BULK_CONSUME_NEXT_MAX. */
    bulkRefs: (refs: unknown): string[] => {
      if (!Array.isArray(refs) || refs.length === 0 || refs.length > BULK_CONSUME_NEXT_MAX) {
        throw fail(INVALID_PARAMETER, 'refs');
      }
      for (const ref of refs) {
        if (typeof ref !== 'string' || !parseContainerRef(ref)) throw fail(INVALID_PARAMETER, 'refs');
      }
      return refs as string[];
    },

    /**
     * A feed page query as the server reads it: flags booleans, limit 1 to 100, a request id of
     * visible ASCII (it comes back as a header) 5008; a page that is no whole number from 1, 5004.
     */
    feedQuery: (q: ConsumeNextQuery): void => {
      for (const flag of ['include_books', 'include_videos', 'include_collections'] as const) {
        if (q[flag] !== undefined && typeof q[flag] !== 'boolean') throw fail(INVALID_PARAMETER, flag);
      }
      if (q.limit !== undefined && !isWhole(q.limit, 1, CONSUME_NEXT_MAX_LIMIT))
        throw fail(INVALID_PARAMETER, 'limit');
      if (q.page !== undefined && !isWhole(q.page, 1, 100_000)) throw fail(PAGE_NOT_INT, 'page');
      if (
        q.request_id !== undefined &&
        !(typeof q.request_id === 'string' && REQUEST_ID_PATTERN.test(q.request_id))
      ) {
        throw fail(INVALID_PARAMETER, 'request_id');
      }
    },

    /** Video history filters: a series id 1700 and an episode number 1701, as the series calls. */
    videoQuery: (q: VideoHistoryQuery): void => {
      if (q.series_id !== undefined && !isWhole(q.series_id, 1, Number.MAX_SAFE_INTEGER))
        throw fail(1700, 'series_id');
      if (q.episode_number !== undefined && !isWhole(q.episode_number, 0, Number.MAX_SAFE_INTEGER)) {
        throw fail(1701, 'episode_number');
      }
      if (q.limit !== undefined && !isWhole(q.limit, 1, VIDEO_HISTORY_MAX_LIMIT))
        throw fail(INVALID_PARAMETER, 'limit');
    },
  };
}
