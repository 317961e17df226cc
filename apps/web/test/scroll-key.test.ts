import { describe, expect, it } from 'vitest';
import { scrollKey } from '../src/app/layouts/RootLayout';

describe('scroll restoration key', () => {
  it('keys history entries by their own key', () => {
    expect(scrollKey({ key: 'k3x9', pathname: '/account', search: '' })).toBe('k3x9');
  });

  it('keys the page a document opens on by its address, not by the shared "default"', () => {
    const register = scrollKey({ key: 'default', pathname: '/register', search: '' });
    const account = scrollKey({ key: 'default', pathname: '/account', search: '' });
    expect(register).not.toBe(account);
    expect(scrollKey({ key: 'default', pathname: '/verify-email', search: '?token=1' })).toBe(
      'path:/verify-email?token=1',
    );
  });
});
