import type { DeviceKind } from '@fanverse/contract';
import { Glyph } from '../../../components/ui/Icon';

/** One 24×24 outline per kind of device (drawn even-odd: the screens are holes). */
const DEVICE_PATHS: Record<DeviceKind, string> = {
  tv: 'M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-8v2h4v2H7v-2h4v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9h16V6H4Z',
  browser:
    'M5 4h14a1 1 0 0 1 1 1v10H4V5a1 1 0 0 1 1-1Zm1 2v7h12V6H6ZM2 16h20v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-2Z',
  phone:
    'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h8V5H8Zm3 14.25h2v1.5h-2v-1.5Z',
  tablet:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 2v12h14V5H5Zm6 13.25h2v1.5h-2v-1.5Z',
  other:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-4 7h2v2H8v-2Zm3 0h2v2h-2v-2Zm3 0h2v2h-2v-2Z',
};

/** A device's kind as a decorative glyph; the text beside it names the kind. */
export function DeviceIcon({ kind, className }: { kind: DeviceKind; className?: string }) {
  return <Glyph d={DEVICE_PATHS[kind] ?? DEVICE_PATHS.other} className={className} evenOdd />;
}
