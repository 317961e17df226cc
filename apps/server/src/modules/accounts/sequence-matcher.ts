/**
 * Python's `difflib.SequenceMatcher` over the code points of two strings, as Django's
 * UserAttributeSimilarityValidator uses it (no junk function, `autojunk` on). Ported line by
 * line from CPython's difflib so that a password answers here exactly as it would there.
 */
export class SequenceMatcher {
  private readonly a: string[];
  private readonly b: string[];
  private readonly b2j = new Map<string, number[]>();

  constructor(a: string, b: string) {
    // Python counts code points; a JS string's length counts UTF-16 units.
    this.a = Array.from(a);
    this.b = Array.from(b);
    this.b.forEach((elt, i) => {
      const indices = this.b2j.get(elt);
      if (indices) indices.push(i);
      else this.b2j.set(elt, [i]);
    });
    // autojunk: in a b of 200 or more, elements making up over 1% of it are "popular" and are
    // not used to start a match (they can still extend one).
    const n = this.b.length;
    if (n >= 200) {
      const ntest = Math.floor(n / 100) + 1;
      for (const [elt, idxs] of [...this.b2j]) if (idxs.length > ntest) this.b2j.delete(elt);
    }
  }

  /** The longest matching block in a[alo:ahi] and b[blo:bhi]: [i, j, size]. */
  findLongestMatch(alo: number, ahi: number, blo: number, bhi: number): [number, number, number] {
    const { a, b } = this;
    let [besti, bestj, bestsize] = [alo, blo, 0];
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>();
      for (const j of this.b2j.get(a[i]!) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        newj2len.set(j, k);
        if (k > bestsize) [besti, bestj, bestsize] = [i - k + 1, j - k + 1, k];
      }
      j2len = newj2len;
    }
    // Extend by equal elements on each side (there is no junk, so only this pass of CPython's two).
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) {
      bestsize++;
    }
    return [besti, bestj, bestsize];
  }

  /** Non-overlapping matching blocks [i, j, size], in order, as `get_matching_blocks()` finds them. */
  matchingBlocks(): [number, number, number][] {
    const queue: [number, number, number, number][] = [[0, this.a.length, 0, this.b.length]];
    const blocks: [number, number, number][] = [];
    while (queue.length) {
      const [alo, ahi, blo, bhi] = queue.pop()!;
      const [i, j, k] = this.findLongestMatch(alo, ahi, blo, bhi);
      if (!k) continue;
      blocks.push([i, j, k]);
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
    return blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  }

  /** Ratcliff/Obershelp similarity: 2·M / T, M matched elements, T the two lengths together. */
  ratio(): number {
    const matches = this.matchingBlocks().reduce((sum, [, , size]) => sum + size, 0);
    return calculateRatio(matches, this.a.length + this.b.length);
  }

  /** An upper bound of `ratio()` from element counts alone, ignoring order (`quick_ratio()`). */
  quickRatio(): number {
    const available = new Map<string, number>();
    for (const elt of this.b) available.set(elt, (available.get(elt) ?? 0) + 1);
    let matches = 0;
    for (const elt of this.a) {
      const left = available.get(elt) ?? 0;
      available.set(elt, left - 1);
      if (left > 0) matches++;
    }
    return calculateRatio(matches, this.a.length + this.b.length);
  }
}

function calculateRatio(matches: number, length: number): number {
  return length ? (2 * matches) / length : 1;
}
