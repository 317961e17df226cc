/**
 * Arrow-key movement inside a rail or grid of tiles: the keys a TV remote or a keyboard user
 * reaches for. Returns the index to focus, or null when the key is not a move.
 */
export function nextTileIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
