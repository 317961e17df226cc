import type { ClientState } from '../client-state';
import { ApiError, isAbortError } from '../errors/api-error';
import { NETWORK_ERROR_MESSAGE, normalizeFailure, type FailureInput } from '../errors/normalize-failure';
import type { ReplyMapping } from '../errors/reply-mapping';
import { buildHeaders, buildUrl, encodeBody, requestLang } from './build-request';
import { parseReply, readBody } from './read-reply';
import type { HttpReply, HttpRequest } from './request-types';
import { ViewerUnlockHolder } from './viewer-unlock';

/** Checks a payload against the server's field rules for a path; throws ApiError on failure. */
export type PayloadValidator = (
  path: string,
  payload: unknown,
  lang: string,
  signal?: AbortSignal,
) => Promise<void>;

export interface HttpClientOptions {
  baseUrl: string;
  state: ClientState;
  fetch: typeof fetch;
  validate?: PayloadValidator;
}

/**
 * The layer every call goes through: language, credentials, encoding, and one failure shape.
 * Every failure is an ApiError with normalised codes, except a caller's cancel (AbortError).
 */
export class HttpClient {
  /** The parental unlock sent with every request while it is live (client.viewer holds it). */
  readonly viewerUnlock: ViewerUnlockHolder;

  constructor(private readonly options: HttpClientOptions) {
    this.viewerUnlock = new ViewerUnlockHolder(options.state);
  }

  /**
   * The address a request would be sent to (with `trans`), for transports that bypass fetch:
   * navigator.sendBeacon carries no headers, so only calls that need none may use it.
   */
  url(req: Pick<HttpRequest, 'path' | 'query' | 'lang'>): string {
    const { baseUrl, state } = this.options;
    return buildUrl(baseUrl, req.path, req.query, requestLang(req, state));
  }

  async request<T>(req: HttpRequest<T>): Promise<T> {
    return (await this.send(req)).data;
  }

  /** Like request, with the reply's status and headers. */
  async send<T>(req: HttpRequest<T>): Promise<HttpReply<T>> {
    const { baseUrl, state, fetch: fetchFn, validate } = this.options;
    const lang = requestLang(req, state);
    if (req.validate && validate) await validate(req.path, req.body, lang, req.signal);

    const url = buildUrl(baseUrl, req.path, req.query, lang);
    const init: RequestInit = {
      method: req.method,
      headers: buildHeaders(state, req, this.viewerUnlock.get()),
      body: encodeBody(req.body),
      signal: req.signal,
      ...(req.keepalive ? { keepalive: true } : {}),
      ...(req.credentials ? { credentials: req.credentials } : {}),
    };
    let response: Response;
    let body: unknown;
    try {
      response = await fetchFn(url, init);
      body = await readBody(response);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw failure({ networkError: true, message: NETWORK_ERROR_MESSAGE, cause: error }, req.mapping, lang);
    }
    if (!response.ok) throw failure({ status: response.status, body }, req.mapping, lang);
    return {
      data: parseReply(req.schema, body, response.status, lang),
      status: response.status,
      headers: response.headers,
    };
  }
}

function failure(input: FailureInput, mapping: ReplyMapping | undefined, lang: string): ApiError {
  return new ApiError(normalizeFailure(input, mapping, lang), input.status);
}
