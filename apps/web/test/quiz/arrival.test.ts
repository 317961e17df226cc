import { describe, expect, it } from 'vitest';
import { readArrival } from '../../src/features/quiz/arrival';

const ORIGIN = 'https://fanverse.example';
const source = (extra: { navigation?: unknown; state?: unknown; referrer?: string }) => ({
  navigation: extra.navigation as never,
  history: { state: extra.state ?? null },
  document: { referrer: extra.referrer ?? '' },
  location: { origin: ORIGIN },
});
const navigationAt = (urls: (string | null)[], index: number) => ({
  currentEntry: { index },
  entries: () => urls.map((url) => ({ url })),
});

describe('readArrival', () => {
  it('takes the previous entry of the tab from the Navigation API', () => {
    const navigation = navigationAt([`${ORIGIN}/`, `${ORIGIN}/myoriginstory/intro`], 1);
    expect(readArrival(source({ navigation, referrer: 'https://elsewhere.example/' }))).toEqual({
      previousPath: '/',
      hasInAppHistory: true,
      referrer: 'https://elsewhere.example/',
    });
  });

  it('a first entry has no previous path, only the referrer', () => {
    const navigation = navigationAt([`${ORIGIN}/myoriginstory/question/3`], 0);
    expect(readArrival(source({ navigation, referrer: `${ORIGIN}/` }))).toEqual({
      previousPath: null,
      hasInAppHistory: false,
      referrer: `${ORIGIN}/`,
    });
  });

  it('ignores an entry it cannot read', () => {
    const navigation = navigationAt([null, `${ORIGIN}/myoriginstory/intro`], 1);
    expect(readArrival(source({ navigation })).previousPath).toBeNull();
  });

  it('without the Navigation API, tells a first entry from a later one by React Router’s index', () => {
    expect(readArrival(source({ state: { idx: 0 }, referrer: `${ORIGIN}/` }))).toEqual({
      previousPath: null,
      hasInAppHistory: false,
      referrer: `${ORIGIN}/`,
    });
    expect(readArrival(source({ state: { idx: 4 } })).hasInAppHistory).toBe(true);
    expect(readArrival(source({ state: null })).hasInAppHistory).toBe(false);
  });
});
