import {
  DeviceCode,
  normalizeShortCode,
  ServerCode,
  SHORT_CODE_MAX_LENGTH,
  SHORT_CODE_TTL_SECONDS,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { SessionContext, SessionService } from '../auth/session.service';
import { hashToken, newToken } from '../auth/tokens';
import type { LinkEntryGuard } from './device-link-limits';
import { describeDevice } from './device-names';
import { deviceCookieValue, parseDeviceCookie } from './device-secrets';
import type { PendingCode, PendingCodeStore } from './pending-code-store';

/** The client a device call comes from. */
export interface DeviceClient {
  userAgent: string;
  ip: string;
}

export interface IssuedCode {
  record: PendingCode;
  /** The device cookie to set when a new code was made; null when the TV's own code is still live. */
  cookie: string | null;
  /** Seconds the code has left. */
  expiresIn: number;
}

/** Fresh codes tried before giving up: with a few thousand live codes a collision is rare. */
const NEW_CODE_ATTEMPTS = 8;

const linkFailed = (message: string, status = 400) =>
  new AppError(status, DeviceCode.DEVICE_LINK_FAILED, message);
const loginFailed = (status = 400) =>
  new AppError(
    status,
    DeviceCode.DEVICE_LOGIN_FAILED,
    'Device login failed. Ask for a new code on this device.',
  );
const notFound = () =>
  AppError.notFound(DeviceCode.SHORT_CODE_NOT_FOUND, 'This code does not exist or has expired.');

/** Spec §5: a short code is required (1401) and at most 5 characters, separators not counted (1402). */
export function shortCodeOf(raw: string | undefined): string {
  const code = normalizeShortCode(raw ?? '');
  if (!code) throw AppError.badRequest(DeviceCode.MISSING_SHORT_CODE, 'Missing Short Code', 'short_code');
  if (code.length > SHORT_CODE_MAX_LENGTH) {
    throw AppError.badRequest(
      DeviceCode.SHORT_CODE_TOO_LONG,
      `Short code must be at most ${SHORT_CODE_MAX_LENGTH} characters.`,
      'short_code',
    );
  }
  return code;
}

/**
 * TV linking by short code (RFC 8628's device flow, docs/devices.md): the TV asks for a code and
 * holds its device secret; a signed-in member enters the code on the web and confirms; the TV,
 * polling with the code and its secret, is given a session of its own once. The pending-code
 * store failing (Redis down) fails the call closed: nothing is linked or signed in meanwhile.
 */
export class DeviceLinkService {
  constructor(
    private readonly codes: PendingCodeStore,
    private readonly entries: LinkEntryGuard,
    private readonly sessions: SessionService,
    private readonly options: {
      now: () => number;
      newCode: () => string;
      /** Where store failures (Redis down) are reported. */
      onStoreError: (err: unknown) => void;
    },
  ) {}

  /** GET device/link: the TV's live code (by its cookie), or a new one with a new device secret. */
  async codeFor(cookie: string | undefined, client: DeviceClient): Promise<IssuedCode> {
    const now = this.options.now();
    const held = parseDeviceCookie(cookie);
    if (held) {
      const record = await this.linkStore(() => this.codes.get(held.code, now));
      if (record && record.secretHash === hashToken(held.secret)) {
        return { record, cookie: null, expiresIn: Math.ceil((record.expiresAt - now) / 1000) };
      }
    }
    if (!(await this.entries.allowNewCode(client.ip))) {
      throw new AppError(
        429,
        ServerCode.TOO_MANY_REQUESTS,
        'Too many device codes were asked for from this address. Try again later.',
      );
    }
    const secret = newToken();
    const device = describeDevice(client.userAgent);
    for (let attempt = 0; attempt < NEW_CODE_ATTEMPTS; attempt += 1) {
      const record: PendingCode = {
        code: this.options.newCode(),
        secretHash: hashToken(secret),
        deviceKind: device.kind,
        deviceName: device.name,
        ip: client.ip,
        createdAt: now,
        expiresAt: now + SHORT_CODE_TTL_SECONDS * 1000,
        link: null,
      };
      if (await this.linkStore(() => this.codes.add(record, now))) {
        return { record, cookie: deviceCookieValue(record.code, secret), expiresIn: SHORT_CODE_TTL_SECONDS };
      }
    }
    throw linkFailed('No device code is free right now. Try again.', 503);
  }

  /** GET device/link/pending: the device waiting on a code, for the member to check before linking. */
  async pending(user: SessionContext, raw: string | undefined, ip: string): Promise<PendingCode> {
    const code = shortCodeOf(raw);
    const now = this.options.now();
    return this.enter(user, ip, async () => {
      const record = await this.codes.get(code, now);
      return record && !record.link ? record : null;
    });
  }

  /** POST device/link: binds a live code to the member (once). */
  async link(user: SessionContext, raw: string | undefined, ip: string): Promise<PendingCode> {
    const code = shortCodeOf(raw);
    const now = this.options.now();
    return this.enter(user, ip, () =>
      this.codes.link(
        code,
        { userId: user.userId, userGuid: user.userGuid, sessionId: user.sessionId, linkedAt: now },
        now,
      ),
    );
  }

  /**
   * POST login/device: with the code and the cookie of the TV that asked for it, once a member
   * linked it, a new session for that member on this device. The code is taken in the same
   * step, so two polls racing get one session between them.
   */
  async login(
    raw: string | undefined,
    cookie: string | undefined,
    client: DeviceClient,
  ): Promise<{ token: string; userGuid: string }> {
    const code = shortCodeOf(raw);
    const held = parseDeviceCookie(cookie);
    if (!held || held.code !== code) throw loginFailed();
    const secretHash = hashToken(held.secret);
    const now = this.options.now();
    const record = await this.loginStore(() => this.codes.get(code, now));
    if (!record || record.secretHash !== secretHash) throw loginFailed();
    if (!record.link) {
      throw AppError.badRequest(
        DeviceCode.USER_NOT_LINKED,
        'User not linked: no member has entered this code yet.',
      );
    }
    const taken = await this.loginStore(() => this.codes.take(code, secretHash, now));
    // The member signed out (or changed the password) after confirming: the link goes with it.
    if (!taken?.link || !(await this.sessions.isLive(taken.link.sessionId))) throw loginFailed();
    const session = await this.sessions.open(taken.link.userId, {
      userAgent: client.userAgent,
      ip: client.ip,
      deviceKind: taken.deviceKind,
      deviceName: taken.deviceName,
    });
    return { token: session.token, userGuid: taken.link.userGuid };
  }

  private async enter(
    user: SessionContext,
    ip: string,
    lookup: () => Promise<PendingCode | null>,
  ): Promise<PendingCode> {
    const result = await this.entries.enter({ userId: user.userId, ip }, () => this.linkStore(lookup));
    if ('found' in result) return result.found;
    if ('refused' in result)
      throw linkFailed('Too many codes were entered that do not exist. Try again later.', 429);
    throw notFound();
  }

  private linkStore<T>(run: () => Promise<T>): Promise<T> {
    return run().catch((err: unknown) => {
      throw this.unavailable(
        err,
        linkFailed('Device linking is unavailable right now. Try again shortly.', 503),
      );
    });
  }

  private loginStore<T>(run: () => Promise<T>): Promise<T> {
    return run().catch((err: unknown) => {
      throw this.unavailable(err, loginFailed(503));
    });
  }

  /** AppErrors pass through; a store failure (Redis down) becomes the call's own coded 503. */
  private unavailable(err: unknown, replacement: AppError): AppError {
    if (err instanceof AppError) return err;
    this.options.onStoreError(err);
    return replacement;
  }
}
