import { EMOTION_TOKENS } from '@fanverse/contract';
import { describe, expect, it } from 'vitest';
import {
  MAX_PARALLAX_SHIFT,
  TOKEN_HUES,
  cardArt,
  layerShift,
  type CardArtInput,
} from '../../src/features/quiz/cards/card-art';
import { pointerOffset, tiltOffset } from '../../src/features/quiz/cards/parallax';

const input = (overrides: Partial<CardArtInput> = {}): CardArtInput => ({
  cardType: 'layered',
  layerCount: 4,
  questionId: 'free-day',
  answerId: 'rooftops',
  index: 0,
  ...overrides,
});

describe('generated card art', () => {
  it.each(['layered', 'shared-layers', 'duo', 'token'] as const)(
    '%s cards have exactly layerCount layers, far to near, each with shapes',
    (cardType) => {
      for (const layerCount of [1, 2, 3, 4, 5, 6]) {
        const layers = cardArt(
          input({ cardType, layerCount, answerId: cardType === 'token' ? 'hope' : 'rooftops' }),
        );
        expect(layers, `${cardType} × ${layerCount}`).toHaveLength(layerCount);
        const depths = layers.map((layer) => layer.depth);
        expect(depths).toEqual([...depths].sort((a, b) => a - b));
        expect(depths.at(-1)).toBe(layerCount === 1 ? 0 : 1); // a lone layer stays still
        for (const layer of layers) expect(layer.shapes.length + (layer.ground ? 1 : 0)).toBeGreaterThan(0);
      }
    },
  );

  it('keeps layer counts in 1–6 whatever the content says', () => {
    expect(cardArt(input({ layerCount: 0 }))).toHaveLength(1);
    expect(cardArt(input({ layerCount: 40 }))).toHaveLength(6);
  });

  it('is the same every time for one answer, and differs between answers', () => {
    expect(cardArt(input())).toEqual(cardArt(input()));
    expect(cardArt(input({ answerId: 'coast-road' }))).not.toEqual(cardArt(input()));
  });

  it('shared-layers cards are windows onto one scene: same shared layers, each its own slice', () => {
    const first = cardArt(
      input({ cardType: 'shared-layers', layerCount: 3, answerId: 'pocket-it', index: 0 }),
    );
    const second = cardArt(
      input({ cardType: 'shared-layers', layerCount: 3, answerId: 'trace-it', index: 1 }),
    );
    // One sky and one terrain: what the two windows both show (their shared edge) is identical.
    expect(first[0]!.ground).toEqual(second[0]!.ground);
    const common = (a: readonly unknown[], b: readonly unknown[]) => {
      const seen = new Set(a.map((shape) => JSON.stringify(shape)));
      return b.filter((shape) => seen.has(JSON.stringify(shape)));
    };
    expect(common(first[1]!.shapes, second[1]!.shapes).length).toBeGreaterThan(0);
    // … and each card keeps only the shapes of its own window.
    for (const shape of second[0]!.shapes) {
      if (shape.tag === 'circle') expect(Number(shape.attrs.cx)).toBeGreaterThan(400 - 60);
    }
    expect(first[0]!.viewBox).toBe('0 0 400 300');
    expect(second[0]!.viewBox).toBe('400 0 400 300');
    expect(first[2]!.shapes).not.toEqual(second[2]!.shapes); // the answer's own emblem
  });

  it('gives each of the seven emotion tokens its own colour and glyph', () => {
    expect(Object.keys(TOKEN_HUES)).toEqual([...EMOTION_TOKENS]);
    expect(new Set(Object.values(TOKEN_HUES)).size).toBe(7);
    const glyphs = EMOTION_TOKENS.map((token) =>
      JSON.stringify(cardArt(input({ cardType: 'token', layerCount: 3, answerId: token })).at(-1)!.shapes),
    );
    expect(new Set(glyphs).size).toBe(7);
  });

  it('writes only plain SVG attribute values (no markup can get in)', () => {
    const all = (['layered', 'shared-layers', 'duo', 'token'] as const).flatMap((cardType) =>
      cardArt(input({ cardType, layerCount: 5 })).flatMap((layer) => layer.shapes),
    );
    for (const shape of all) {
      for (const value of Object.values(shape.attrs)) expect(String(value)).not.toMatch(/[<>"]/);
    }
  });
});

describe('parallax', () => {
  it('moves nearer layers and livelier answers further, never beyond the maximum', () => {
    expect(layerShift(0, 1)).toBe(0);
    expect(layerShift(1, 1)).toBe(MAX_PARALLAX_SHIFT);
    expect(layerShift(0.5, 0.5)).toBe(MAX_PARALLAX_SHIFT / 4);
    expect(layerShift(1, 0)).toBe(0);
    expect(layerShift(1, 7)).toBe(MAX_PARALLAX_SHIFT);
  });

  it('reads the pointer relative to the centre of the area, -1 to 1', () => {
    const rect = { left: 100, top: 50, width: 200, height: 100 };
    expect(pointerOffset(200, 100, rect)).toEqual({ x: 0, y: 0 });
    expect(pointerOffset(300, 150, rect)).toEqual({ x: 1, y: 1 });
    expect(pointerOffset(0, 0, rect)).toEqual({ x: -1, y: -1 });
    expect(pointerOffset(150, 75, rect)).toEqual({ x: -0.5, y: -0.5 });
    expect(pointerOffset(1, 1, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('reads the device tilt around the way a phone is held', () => {
    expect(tiltOffset(45, 0)).toEqual({ x: 0, y: 0 });
    expect(tiltOffset(75, 30)).toEqual({ x: 1, y: 1 });
    expect(tiltOffset(0, -90)).toEqual({ x: -1, y: -1 });
    expect(tiltOffset(null, 10)).toEqual({ x: 0, y: 0 });
  });
});
