import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../src/lib/i18n/i18n';
import type { Locale } from '../src/lib/i18n/locale';

/** Renders a component with translations (development mode: missing keys throw) and a router. */
export function renderWithProviders(ui: ReactElement, { locale = 'en' as Locale, path = '/' } = {}) {
  const i18n = createI18n(locale, true);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
