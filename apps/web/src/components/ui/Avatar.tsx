import { useState, type CSSProperties } from 'react';
import styles from './Avatar.module.css';

/** Up to two letters for a name: "ada_lovelace" → "AL", "Grace Hopper" → "GH", "zed" → "Z". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/[\s._@+-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/**
 * A user's picture, or their initials when there is none (or it fails to load). Decorative:
 * the name is always written next to it, so it is hidden from assistive tech.
 */
export function Avatar({
  src,
  name,
  size,
}: {
  src?: string | null;
  name: string | null | undefined;
  size?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = size ? ({ '--avatar-size': size } as CSSProperties) : undefined;
  const showImage = src && failed !== src;
  return (
    <span className={styles.avatar} style={style} aria-hidden="true">
      {showImage ? <img src={src} alt="" onError={() => setFailed(src)} /> : initialsOf(name)}
    </span>
  );
}
