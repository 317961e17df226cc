import { ClientCode, HISTORY_COMMANDS, type HistoryCommand } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { answerValidation } from '../../../http/validation-codes';

/** A history mark's path, read: the series' numeric id, the episode's number, the command. */
export interface MarkTarget {
  seriesId: number;
  episodeNumber: number;
  command: HistoryCommand;
}

/** One part of `{series}.{episode}`: the digits HISTORY_EPISODE_KEY_PATTERN takes. */
const PART = /^\d{1,9}$/;

/**
 * `POST /api/5/1/user/history/video/{series}.{episode}/{command}`, read from the raw path
 * segments. The route's schema (historyMarkParamsSchema) says what is valid; this says which
 * code a refusal answers, as spec §5 words it: a part left out (`.3`, `12.`, an empty command)
 * is 6000 "required", a part that is there but wrong (`x.3`, `12.3/rewatch`) is 6001. The field
 * names the part, so the client can show it. The server answers these client codes itself (the
 * client keeps a code it already knows, packages/client normalize-failure).
 */
export function readMarkTarget(key: string, command: string): MarkTarget {
  const dot = key.indexOf('.');
  const series = dot < 0 ? key : key.slice(0, dot);
  const episode = dot < 0 ? '' : key.slice(dot + 1);
  return {
    seriesId: Number(part(series, 'series_id')),
    episodeNumber: Number(part(episode, 'episode_number')),
    command: commandOf(command),
  };
}

function part(text: string, field: string): string {
  if (text === '') throw AppError.badRequest(ClientCode.FIELD_REQUIRED, `${field} is required`, field);
  if (!PART.test(text)) {
    throw AppError.badRequest(ClientCode.FIELD_MISMATCH, `${field} must be a whole number`, field);
  }
  return text;
}

function commandOf(text: string): HistoryCommand {
  if (text === '') throw AppError.badRequest(ClientCode.FIELD_REQUIRED, 'command is required', 'command');
  if (!(HISTORY_COMMANDS as readonly string[]).includes(text)) {
    throw AppError.badRequest(
      ClientCode.FIELD_MISMATCH,
      `command must be one of ${HISTORY_COMMANDS.join(', ')}`,
      'command',
    );
  }
  return text as HistoryCommand;
}

/**
 * The mark route's params check: a refused `{series}.{episode}` or command answers the code above
 * (readMarkTarget throws it) rather than the error handler's generic 8. Any other refusal (the
 * query's `trans`) is left to the error handler.
 */
export const markParamsCodes = answerValidation(({ context }, request) => {
  if (context === 'params') {
    const raw = request.params as { key?: unknown; command?: unknown };
    readMarkTarget(String(raw.key ?? ''), String(raw.command ?? ''));
  }
  return undefined;
});
