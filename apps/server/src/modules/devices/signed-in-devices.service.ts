import { DEVICE_KINDS, ServerCode, type DeviceKind, type SignedInDevice } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { LiveSessionRow } from '../auth/session.repository';
import type { SessionContext, SessionService } from '../auth/session.service';
import { describeDevice } from './device-names';

const kindOf = (value: string): DeviceKind =>
  (DEVICE_KINDS as readonly string[]).includes(value) ? (value as DeviceKind) : 'other';

/**
 * A session as the device list shows it. Sessions opened by a device login carry the name and
 * kind of the device that asked for the code; others (browser sign-ins) are named from the
 * user agent they were opened with.
 */
function toDevice(row: LiveSessionRow, current: string): SignedInDevice {
  const described = row.deviceName
    ? { kind: kindOf(row.deviceKind), name: row.deviceName }
    : describeDevice(row.userAgent);
  return {
    id: row.id,
    device_name: described.name,
    device_kind: described.kind,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastSeenAt.toISOString(),
    current: row.id === current,
  };
}

/** Linked devices are sessions: the member lists them and signs them out one by one. */
export class SignedInDevicesService {
  constructor(private readonly sessions: SessionService) {}

  async list(user: SessionContext): Promise<SignedInDevice[]> {
    const rows = await this.sessions.listLive(user.userId);
    return rows.map((row) => toDevice(row, user.sessionId));
  }

  /** Signs out one of the member's sessions (the current one too); another member's is not found. */
  async signOut(user: SessionContext, sessionId: string): Promise<void> {
    if (!(await this.sessions.revokeOwned(user.userId, sessionId))) {
      throw AppError.notFound(ServerCode.NOT_FOUND, 'No signed-in device has this id.');
    }
  }
}
