import type { DeviceKind } from '@fanverse/contract';

/** What a device list and the confirm page call a device. */
export interface DeviceDescription {
  kind: DeviceKind;
  name: string;
}

/*
 * A name a person recognises, read from the User-Agent ("Fire TV", "Chrome on macOS"). It is
 * what the client claims, so it informs, never decides: the confirm page shows it so that a member
 * notices when the device asking is not the TV in front of them (a code sent by a stranger).
 * TV platforms first: their agents often also name a desktop browser engine.
 */
const TVS: readonly [RegExp, string][] = [
  [/\bAFT[A-Z]|Fire ?TV/i, 'Fire TV'],
  [/\bCrKey\b/, 'Chromecast'],
  [/AppleTV|\btvOS\b/i, 'Apple TV'],
  [/\bRoku\b/i, 'Roku'],
  [/Tizen.*\bTV\b|SMART-TV.*Samsung|Samsung.*SMART-TV/i, 'Samsung Smart TV'],
  [/Web0S|webOS.*TV|NetCast/i, 'LG Smart TV'],
  [/BRAVIA/i, 'Sony BRAVIA TV'],
  [/PlayStation/i, 'PlayStation'],
  [/Xbox/i, 'Xbox'],
  [/Android ?TV|GoogleTV|Google TV/i, 'Android TV'],
  [/HbbTV|SMART-?TV|SmartTV|VIDAA|Viera|\bTV\b/i, 'Smart TV'],
];

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|HeadlessChrome|Chromium/, 'Chrome'],
  [/Version\/[\d.]+.*Safari|Mobile\/\w+.*Safari/, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1];

/** The kind and name of the device a User-Agent header describes. */
export function describeDevice(userAgent: string): DeviceDescription {
  const ua = userAgent.slice(0, 500);
  if (!ua.trim()) return { kind: 'other', name: 'Unknown device' };
  const tv = first(TVS, ua);
  if (tv) return { kind: 'tv', name: tv };
  const browser = first(BROWSERS, ua) ?? 'Browser';
  if (/iPad/.test(ua)) return { kind: 'tablet', name: `${browser} on iPad` };
  if (/iPhone|iPod/.test(ua)) return { kind: 'phone', name: `${browser} on iPhone` };
  if (/Android/.test(ua)) {
    return /Mobile/.test(ua)
      ? { kind: 'phone', name: `${browser} on Android` }
      : { kind: 'tablet', name: `${browser} on Android tablet` };
  }
  const system = first(SYSTEMS, ua);
  if (!system && browser === 'Browser') return { kind: 'other', name: 'Unknown device' };
  return { kind: 'browser', name: system ? `${browser} on ${system}` : browser };
}
