import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BOOKMARKS_API, threadPath } from '@fanverse/contract';
import type { TestApp } from '../helpers/test-app';

/**
 * Threads written straight into discussion_threads (the discussion routes are another module's:
 * these tests must not depend on them). The migration's general boards are always there.
 */
export async function insertThread(
  t: TestApp,
  authorId: string,
  options: { board?: string; title?: string; hidden?: boolean; deleted?: boolean } = {},
): Promise<{ uuid: string; path: string; board: string }> {
  const board = options.board ?? 'lounge';
  const { uuid: boardUuid } = await t.database.db
    .selectFrom('discussion_boards')
    .select('uuid')
    .where('slug', '=', board)
    .executeTakeFirstOrThrow();
  const uuid = crypto.randomUUID();
  await t.database.db
    .insertInto('discussion_threads')
    .values({
      uuid,
      board_uuid: boardUuid,
      author_id: authorId,
      title: options.title ?? `Thread ${uuid.slice(0, 8)}`,
      body: 'Opening post',
      is_hidden: options.hidden ?? false,
      edited_at: null,
      deleted_at: options.deleted ? new Date() : null,
    })
    .execute();
  return { uuid, path: threadPath(board, uuid), board };
}

/** A bookmark call on a thread path (`/boards/…`), or on the bare prefix when `path` is ''. */
export function bookmarkCall(
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  path: string,
  who?: { headers: Record<string, string> } | null,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `${BOOKMARKS_API}${path}`, headers: who?.headers ?? {} });
}

export const code = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: unknown; field?: string }[] }).errors[0]?.code;
export const field = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { field?: string }[] }).errors[0]?.field;
