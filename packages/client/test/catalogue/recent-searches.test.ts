import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES } from '@fanverse/contract';
import { addRecentSearch } from '../../src';

describe('addRecentSearch', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
  });

  it('keeps terms unique ignoring case and blanks; the newest spelling wins', () => {
    expect(addRecentSearch(['Lantern', 'dawn'], '  lantern ')).toEqual(['lantern', 'dawn']);
    expect(addRecentSearch(['dawn', 'DAWN', 'x'], 'y')).toEqual(['y', 'dawn', 'x']);
  });

  it('keeps at most 5 by default', () => {
    expect(RECENT_SEARCHES).toBe(5);
    expect(addRecentSearch(['e', 'd', 'c', 'b', 'a'], 'f')).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(addRecentSearch(['c', 'b', 'a'], 'z', 2)).toEqual(['z', 'c']);
  });

  it('a blank term leaves the list as it was, and the given list is not changed', () => {
    const list = ['a', 'b'];
    expect(addRecentSearch(list, '   ')).toEqual(['a', 'b']);
    addRecentSearch(list, 'c');
    expect(list).toEqual(['a', 'b']);
  });

  it('a max of 0 keeps nothing', () => {
    expect(addRecentSearch(['a'], 'b', 0)).toEqual([]);
  });
});
