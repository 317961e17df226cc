import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgreementsPrompt } from '../src/features/agreements/AgreementsPrompt';
import { makeAgreement, renderRoute, signedInServices } from './fake-client';

const newTerms = makeAgreement({
  accepted: false,
  dateAccepted: null,
  revisionId: 8,
  dateRevised: '2025-06-01',
  text: 'Fanverse Terms of Use\n\n1. Updated: be even kinder.',
});

async function renderPrompt(overrides: Parameters<typeof signedInServices>[0] = {}) {
  const services = await signedInServices({ getTerms: () => Promise.resolve(newTerms), ...overrides });
  const view = renderRoute(
    <>
      <button type="button">page behind</button>
      <AgreementsPrompt />
    </>,
    { services },
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'We’ve updated our Terms of Use'.replace('’', "'"),
  });
  return { ...view, services, dialog };
}

describe('the agreements prompt', () => {
  it('asks a signed-in member to accept a terms revision they have not accepted', async () => {
    const { dialog } = await renderPrompt();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('1. Updated: be even kinder.')).toBeTruthy();
    expect(within(dialog).getByText('Last updated June 1, 2025')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('document'));
  });

  it('asks nothing when everything is accepted, or of a visitor', async () => {
    const services = await signedInServices();
    renderRoute(<AgreementsPrompt />, { services });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.accounts.getTerms).toHaveBeenCalled();

    const { services: anonymous } = renderRoute(<AgreementsPrompt />);
    await act(async () => {});
    expect(anonymous.api.agreements.getTerms).not.toHaveBeenCalled();
  });

  it('is not dismissed by Escape: acceptance is required, it says how to go on', async () => {
    const { dialog } = await renderPrompt();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).getByText('To continue, accept the new version or sign out.')).toBeTruthy();
  });

  it('keeps keyboard focus inside (Tab from the last control goes to the first)', async () => {
    const { dialog } = await renderPrompt();
    const accept = within(dialog).getByRole('button', { name: 'I accept' });
    accept.focus();
    fireEvent.keyDown(accept, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('document'));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(accept);
  });

  it('accepts the revision it shows, then closes', async () => {
    const { services } = await renderPrompt({
      acceptTerms: (revisionId: number) =>
        Promise.resolve({ ...newTerms, revisionId, accepted: true, dateAccepted: '2025-06-02' }),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    });
    expect(services.accounts.acceptTerms).toHaveBeenCalledWith(8);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves on to the privacy policy when both changed: 1 of 2, then 2 of 2', async () => {
    const newPrivacy = makeAgreement({ contentType: 'privacy', accepted: false, revisionId: 4 });
    const { services } = await renderPrompt({
      getPrivacy: () => Promise.resolve(newPrivacy),
      acceptTerms: () => Promise.resolve({ ...newTerms, accepted: true }),
      acceptPrivacy: () => Promise.resolve({ ...newPrivacy, accepted: true }),
    });
    expect(screen.getByText('1 of 2')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    });
    expect(await screen.findByRole('dialog', { name: "We've updated our Privacy Policy" })).toBeTruthy();
    expect(screen.getByText('2 of 2')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    });
    expect(services.accounts.acceptPrivacy).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows why an acceptance failed (the client keeps the error, resolves undefined)', async () => {
    const { services } = await renderPrompt();
    services.accounts.acceptTerms.mockImplementation(() =>
      services.errors.run('acceptTerms', () => Promise.reject(new Error('down')), { swallow: true }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers signing out instead', async () => {
    const { services } = await renderPrompt();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out instead' }));
    });
    expect(services.store.getState().user).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
