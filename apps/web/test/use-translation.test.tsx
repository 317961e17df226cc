import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { memo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../src/lib/i18n/i18n';
import { useTranslation } from '../src/lib/i18n/use-translation';

/** A title and how often it rendered, and the `t` each render got. */
function probe() {
  const ts: unknown[] = [];
  const Title = memo(function Title() {
    const { t, i18n } = useTranslation();
    ts.push(t);
    return <h1 lang={i18n.language}>{t('error.notFound.title')}</h1>;
  });
  return { Title, ts };
}

describe('useTranslation (lib/i18n/use-translation.ts)', () => {
  it('translates with the provider’s instance and re-renders when its language changes', async () => {
    const i18n = createI18n('en', true);
    const { Title, ts } = probe();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Page Not Found');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading').textContent).toBe('Página no encontrada');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('es');
    // A new `t` for the new language only: memoised children see the change, and nothing else.
    expect(ts).toHaveLength(2);
    expect(ts[1]).not.toBe(ts[0]);
  });

  it('re-renders when a language’s catalogue arrives after the language was set', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'es',
      fallbackLng: 'en',
      initAsync: false,
      resources: { en: { translation: { error: { notFound: { title: 'Page Not Found' } } } } },
    });
    const { Title } = probe();
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Page Not Found');
    i18n.addResourceBundle('es', 'translation', { error: { notFound: { title: 'Página no encontrada' } } });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading').textContent).toBe('Página no encontrada');
  });

  it('shares one t between components', () => {
    const i18n = createI18n('en', true);
    const { Title, ts } = probe();
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
        <Title />
      </I18nextProvider>,
    );
    expect(ts).toHaveLength(2);
    expect(ts[0]).toBe(ts[1]);
  });
});
