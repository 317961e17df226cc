import { describe, expect, it } from 'vitest';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@fanverse/contract';
import { addressKey } from '../../src/modules/devices/client-address';
import { describeDevice } from '../../src/modules/devices/device-names';
import { deviceCookieValue, newShortCode, parseDeviceCookie } from '../../src/modules/devices/device-secrets';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7633) AppleWebKit/537.36 (KHTML, like Gecko) Silk/112',
      'tv',
      'Fire TV',
    ],
    [
      'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
      'tv',
      'Samsung Smart TV',
    ],
    [
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager',
      'tv',
      'LG Smart TV',
    ],
    [
      'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 CrKey/1.56.500000',
      'tv',
      'Chromecast',
    ],
    ['AppleTV11,1/11.1', 'tv', 'Apple TV'],
    ['Roku/DVP-12.0 (12.0.0.4182-88)', 'tv', 'Roku'],
    [
      'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K VH2 Build/STT1.211025.001.Z4) AppleWebKit/537.36 Chrome/110.0 Safari/537.36',
      'tv',
      'Sony BRAVIA TV',
    ],
    [
      'Mozilla/5.0 (Linux; Android 11; Android TV; Chromecast) AppleWebKit/537.36 Chrome/110.0 Safari/537.36',
      'tv',
      'Android TV',
    ],
    ['HbbTV/1.5.1 (+DRM; Vestel; MB130; 3.1.1.0; ; _TV_G31_2020;) SmartTvA/3.0.0', 'tv', 'Smart TV'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'browser',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36',
      'browser',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      'browser',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      'browser',
      'Firefox on Linux',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'browser',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'phone',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
      'tablet',
      'Chrome on iPad',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'phone',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'tablet',
      'Chrome on Android tablet',
    ],
    ['', 'other', 'Unknown device'],
    ['curl/8.5.0', 'other', 'Unknown device'],
  ])('%s → %s, %s', (ua, kind, name) => {
    expect(describeDevice(ua)).toEqual({ kind, name });
  });
});

describe('addressKey', () => {
  it('keeps IPv4 as it is and unwraps IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:ffff::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

describe('short codes and the device cookie', () => {
  it('draws codes of the full length from the alphabet only, every letter about as often', () => {
    const seen = new Map<string, number>();
    const codes = new Set<string>();
    for (let i = 0; i < 4000; i += 1) {
      const code = newShortCode();
      expect(code).toHaveLength(SHORT_CODE_LENGTH);
      codes.add(code);
      for (const c of code) seen.set(c, (seen.get(c) ?? 0) + 1);
    }
    expect([...seen.keys()].sort().join('')).toBe([...SHORT_CODE_ALPHABET].sort().join(''));
    // 20,000 letters over 20: 1,000 each expected; a fair draw stays well within ±20%.
    for (const n of seen.values()) {
      expect(n).toBeGreaterThan(800);
      expect(n).toBeLessThan(1200);
    }
    // 4,000 draws from 3.2 million codes: a handful of repeats at most.
    expect(codes.size).toBeGreaterThan(3990);
  });

  it('reads back the cookie it writes and nothing else', () => {
    const secret = 'a'.repeat(43);
    expect(parseDeviceCookie(deviceCookieValue('BCDFG', secret))).toEqual({ code: 'BCDFG', secret });
    for (const bad of [
      undefined,
      '',
      'BCDFG',
      `BCDFG.${'a'.repeat(42)}`,
      `bcdfg.${secret}`,
      `BCDFG.${secret}x`,
    ]) {
      expect(parseDeviceCookie(bad)).toBeNull();
    }
  });
});
