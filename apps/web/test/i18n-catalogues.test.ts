import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The browser's catalogues (lib/i18n/catalogues.ts): English is in memory from the start, Spanish
 * is loaded when first needed. The test setup puts every catalogue in memory, so each test here
 * takes fresh modules, as a browser that has loaded only the app's chunk.
 */
async function freshI18n() {
  vi.resetModules();
  const i18n = await import('../src/lib/i18n/i18n');
  const catalogues = await import('../src/lib/i18n/catalogues');
  return { ...i18n, ...catalogues };
}

describe('catalogues loaded on demand', () => {
  beforeEach(() => localStorage.clear());

  it('starts with English alone in memory', async () => {
    const { loadedCatalogue } = await freshI18n();
    expect(loadedCatalogue('en')?.error.notFound.title).toBe('Page Not Found');
    expect(loadedCatalogue('es')).toBeUndefined();
  });

  it('answers in English until the Spanish catalogue is in, then in Spanish', async () => {
    const { createI18n, currentLocale, loadedCatalogue, showLocale } = await freshI18n();
    const instance = createI18n('es', false);
    expect(instance.t('error.notFound.title')).toBe('Page Not Found');
    expect(currentLocale(instance)).toBe('en');

    await showLocale('es', instance);
    expect(loadedCatalogue('es')).toBeDefined();
    expect(instance.t('error.notFound.title')).toBe('Página no encontrada');
    expect(currentLocale(instance)).toBe('es');
  });

  it('setLocale loads the catalogue, switches and remembers the choice', async () => {
    const { createI18n, setLocale } = await freshI18n();
    const instance = createI18n('en', false);
    await setLocale('es', instance);
    expect(instance.t('error.notFound.title')).toBe('Página no encontrada');
    expect(localStorage.getItem('locale')).toBe('es');
    await setLocale('en', instance);
    expect(instance.t('error.notFound.title')).toBe('Page Not Found');
  });

  it('an instance made once Spanish is in memory has it from the start', async () => {
    const { createI18n, loadCatalogue } = await freshI18n();
    await loadCatalogue('es');
    expect(createI18n('es', false).t('error.notFound.title')).toBe('Página no encontrada');
  });
});
