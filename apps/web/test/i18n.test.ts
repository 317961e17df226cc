import { describe, expect, it, vi } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import { createI18n, reportMissingKey } from '../src/lib/i18n/i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('en.json and es.json have exactly the same keys', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty translation', () => {
    for (const [name, catalogue] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const empty = keysOf(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, name).toEqual([]);
    }
  });

  it('translates in the chosen language', () => {
    expect(createI18n('es', false).t('error.notFound.title')).toBe('Página no encontrada');
    expect(createI18n('en', false).t('error.notFound.title')).toBe('Page Not Found');
  });

  it('fails on a missing key in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createI18n('en', true);
    // @ts-expect-error -- the key does not exist, which is exactly what is being tested
    expect(() => i18n.t('home.doesNotExist')).toThrow(
      /Missing translation key "translation:home.doesNotExist"/,
    );
    expect(error).toHaveBeenCalled();
  });

  it('does not throw for missing keys in production', () => {
    const i18n = createI18n('en', false);
    // @ts-expect-error -- see above
    expect(i18n.t('home.doesNotExist')).toBe('home.doesNotExist');
  });

  it('reports missing keys with language, namespace and key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => reportMissingKey(['es'], 'translation', 'a.b')).toThrow('"translation:a.b" for es');
  });
});
