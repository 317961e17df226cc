import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { QuizContentFallback } from '../../src/features/quiz/QuizLoading';
import { createI18n } from '../../src/lib/i18n/i18n';

function renderFallback(content: Parameters<typeof QuizContentFallback>[0]['content']) {
  render(
    <I18nextProvider i18n={createI18n('en', true)}>
      <MemoryRouter>
        <QuizContentFallback content={content} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a quiz page without its content', () => {
  it('announces the loading once, with placeholder bars', () => {
    renderFallback({ isError: false, error: null, refetch: vi.fn() });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the failure with a retry that asks again', () => {
    const refetch = vi.fn();
    renderFallback({ isError: true, error: new Error('offline'), refetch });
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
