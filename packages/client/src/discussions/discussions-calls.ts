import {
  DISCUSSIONS_API,
  DISCUSSION_ERROR,
  boardPageSchema,
  boardSchema,
  discussionReplySchema,
  discussionThreadSchema,
  isDiscussedContentType,
  replyPageSchema,
  threadDetailSchema,
  threadPageSchema,
  type CatalogueCode,
} from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { moderationMapping, postingMapping } from '../mappings/discussion-mappings';
import type { DiscussionsCalls, ThreadEditInput, ThreadModerationInput } from './discussions-types';
import { query, segment } from './path-parts';

/** Only the text fields given, each only as a string (like a list update, spec §5). */
function threadEdit(input: ThreadEditInput): ThreadEditInput {
  const body: ThreadEditInput = {};
  if (typeof input.title === 'string') body.title = input.title;
  if (typeof input.body === 'string') body.body = input.body;
  return body;
}

/** Only the flags given, each only as a boolean. */
function threadModeration(input: ThreadModerationInput): ThreadModerationInput {
  const body: ThreadModerationInput = {};
  if (typeof input.is_hidden === 'boolean') body.is_hidden = input.is_hidden;
  if (typeof input.is_locked === 'boolean') body.is_locked = input.is_locked;
  return body;
}

/** See `DiscussionsCalls` (discussions-types.ts) for the checks and mappings. */
export const createDiscussionsCalls: Area<DiscussionsCalls> = (context) => {
  const tools = areaTools(context);

  /**
   * A path value the call needs, else the code the server gives the same bad value: without it
   * the request would go to another route (`/threads//replies`).
   */
  const required = (value: unknown, code: CatalogueCode, field: string, options: CallOptions): string => {
    if (typeof value !== 'string' || isBlank(value)) throw tools.fail(code, field, options);
    return segment(value);
  };

  const board = (slug: unknown, options: CallOptions) =>
    `${DISCUSSIONS_API}/boards/${required(slug, DISCUSSION_ERROR.BOARD_NOT_FOUND, 'slug', options)}`;
  const thread = (uuid: unknown, options: CallOptions) =>
    `${DISCUSSIONS_API}/threads/${required(uuid, DISCUSSION_ERROR.THREAD_NOT_FOUND, 'uuid', options)}`;
  const reply = (uuid: unknown, options: CallOptions) =>
    `${DISCUSSIONS_API}/replies/${required(uuid, DISCUSSION_ERROR.REPLY_NOT_FOUND, 'uuid', options)}`;

  /** A post's text: missing or blank is 2307 here as on the server, which checks the length. */
  const text = (value: unknown, options: CallOptions): string => {
    if (typeof value !== 'string' || isBlank(value))
      throw tools.fail(DISCUSSION_ERROR.BODY_INVALID, 'body', options);
    return value;
  };

  return {
    listBoards: async (q = {}, options = {}) =>
      tools.get(
        `${DISCUSSIONS_API}/boards`,
        { query: query({ page: q.page, page_size: q.page_size }), schema: boardPageSchema },
        options,
      ),

    getBoard: async (slug, options = {}) => tools.get(board(slug, options), { schema: boardSchema }, options),

    getContentBoard: async (type, uuid, options = {}) => {
      if (!isDiscussedContentType(type))
        throw tools.fail(DISCUSSION_ERROR.CONTENT_NOT_FOUND, 'type', options);
      const id = required(uuid, DISCUSSION_ERROR.CONTENT_NOT_FOUND, 'uuid', options);
      return tools.get(`${DISCUSSIONS_API}/content/${type}/${id}/board`, { schema: boardSchema }, options);
    },

    listThreads: async (slug, q = {}, options = {}) =>
      tools.get(
        `${board(slug, options)}/threads`,
        { query: query({ page: q.page, page_size: q.page_size }), schema: threadPageSchema },
        options,
      ),

    createThread: async (slug, input, options = {}) => {
      const path = `${board(slug, options)}/threads`;
      if (typeof input?.title !== 'string' || isBlank(input.title)) {
        throw tools.fail(DISCUSSION_ERROR.TITLE_INVALID, 'title', options);
      }
      const body = { title: input.title, body: text(input.body, options) };
      return tools.post(path, { body, schema: discussionThreadSchema, mapping: postingMapping }, options);
    },

    getThread: async (uuid, options = {}) =>
      tools.get(thread(uuid, options), { schema: threadDetailSchema }, options),

    editThread: async (uuid, input, options = {}) => {
      const path = thread(uuid, options);
      const body = threadEdit(input ?? {});
      // A field given blank is as missing as on a new thread (the server answers the same codes).
      if (body.title !== undefined && isBlank(body.title)) {
        throw tools.fail(DISCUSSION_ERROR.TITLE_INVALID, 'title', options);
      }
      if (body.body !== undefined) text(body.body, options);
      return tools.request({ method: 'PATCH', path, body, schema: discussionThreadSchema }, options);
    },

    deleteThread: async (uuid, options = {}) => {
      await tools.request({ method: 'DELETE', path: thread(uuid, options) }, options);
    },

    moderateThread: async (uuid, input, options = {}) =>
      tools.request(
        {
          method: 'PUT',
          path: `${thread(uuid, options)}/moderation`,
          body: threadModeration(input ?? {}),
          schema: discussionThreadSchema,
          mapping: moderationMapping,
        },
        options,
      ),

    listReplies: async (threadUuid, q = {}, options = {}) =>
      tools.get(
        `${thread(threadUuid, options)}/replies`,
        { query: query({ page: q.page, page_size: q.page_size }), schema: replyPageSchema },
        options,
      ),

    createReply: async (threadUuid, input, options = {}) => {
      const path = `${thread(threadUuid, options)}/replies`;
      const body = { body: text(input?.body, options) };
      return tools.post(path, { body, schema: discussionReplySchema, mapping: postingMapping }, options);
    },

    editReply: async (uuid, input, options = {}) => {
      const path = reply(uuid, options);
      const body = { body: text(input?.body, options) };
      return tools.request({ method: 'PATCH', path, body, schema: discussionReplySchema }, options);
    },

    deleteReply: async (uuid, options = {}) => {
      await tools.request({ method: 'DELETE', path: reply(uuid, options) }, options);
    },

    moderateReply: async (uuid, input, options = {}) => {
      const path = `${reply(uuid, options)}/moderation`;
      // Sent as given: a flag that is no boolean is the server's 5008, like any bad parameter.
      return tools.request(
        {
          method: 'PUT',
          path,
          body: { is_hidden: input?.is_hidden },
          schema: discussionReplySchema,
          mapping: moderationMapping,
        },
        options,
      );
    },
  };
};
