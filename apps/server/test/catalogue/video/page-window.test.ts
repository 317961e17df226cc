import { describe, expect, it } from 'vitest';
import { isGapless } from '../../../src/modules/video-catalogue/page-window';

describe('isGapless', () => {
  it('holds when the numbers run from first to last without a gap, or the list is empty', () => {
    expect(isGapless({ count: 45, first: 1, last: 45 })).toBe(true);
    expect(isGapless({ count: 5, first: 10, last: 14 })).toBe(true);
    expect(isGapless({ count: 0, first: null, last: null })).toBe(true);
  });

  it('fails when numbers have gaps or the counters disagree with the rows', () => {
    expect(isGapless({ count: 3, first: 1, last: 9 })).toBe(false);
    expect(isGapless({ count: 3, first: null, last: null })).toBe(false);
    expect(isGapless({ count: 10, first: 1, last: 5 })).toBe(false);
  });
});
