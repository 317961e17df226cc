import { createElement, useId, useMemo, type CSSProperties } from 'react';
import { cardArt, layerShift, type ArtShape, type CardArtInput } from './card-art';
import styles from './CardArt.module.css';

/** SVG attribute names as React spells them (`stroke-width` → `strokeWidth`). */
function reactAttrs(attrs: ArtShape['attrs']): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(attrs)) {
    out[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return out;
}

export interface CardArtProps extends CardArtInput {
  layerParallax: number;
}

/**
 * An answer card's picture: its generated layers stacked, each moving by its depth times the
 * answer's layerParallax when the surrounding area sets `--px`/`--py` (use-parallax.ts).
 * Decorative: the card's copy names the answer.
 */
export function CardArt({ layerParallax, ...input }: CardArtProps) {
  const { cardType, layerCount, questionId, answerId, index } = input;
  const layers = useMemo(
    () => cardArt({ cardType, layerCount, questionId, answerId, index }),
    [cardType, layerCount, questionId, answerId, index],
  );
  const idBase = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <span className={styles.art} data-card={cardType} aria-hidden="true">
      {layers.map((layer, layerIndex) => {
        const shift = layerShift(layer.depth, layerParallax);
        const style = { '--shift': `${shift}px`, '--zoom': 1 + shift / 120 } as CSSProperties;
        const [x = 0, y = 0, width = 0, height = 0] = layer.viewBox.split(' ').map(Number);
        const gradient = `${idBase}-ground-${layerIndex}`;
        return (
          <svg
            key={layerIndex}
            className={styles.layer}
            viewBox={layer.viewBox}
            preserveAspectRatio="xMidYMid slice"
            focusable="false"
            style={style}
          >
            {layer.ground && (
              <>
                <defs>
                  <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0" stopColor={layer.ground[0]} />
                    <stop offset="1" stopColor={layer.ground[1]} />
                  </linearGradient>
                </defs>
                <rect x={x} y={y} width={width} height={height} fill={`url(#${gradient})`} />
              </>
            )}
            {layer.shapes.map((shape, shapeIndex) =>
              createElement(shape.tag, { key: shapeIndex, ...reactAttrs(shape.attrs) }),
            )}
          </svg>
        );
      })}
    </span>
  );
}
