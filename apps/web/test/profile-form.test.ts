import { describe, expect, it } from 'vitest';
import { imageProblem, maxSizeLabel } from '../src/features/account/image-rules';
import { profileChanges, toProfileValues } from '../src/features/account/profile-form';
import { makeProfile } from './fake-client';

describe('profile form', () => {
  it('fills the form from the profile, with safe values for anything unexpected', () => {
    const values = toProfileValues(
      makeProfile({ dob: null, gender: 'astronaut', locale: 'fr', marketing_country: 'gb' }),
    );
    expect(values).toMatchObject({ dob: '', gender: '', locale: 'en', marketing_country: 'GB' });
  });

  it('sends only what changed', () => {
    const profile = makeProfile({ dob: '1990-05-01' });
    const values = toProfileValues(profile);
    expect(profileChanges(profile, values)).toEqual({});
    expect(profileChanges(profile, { ...values, first_name: '  Augusta ', opt_in: true })).toEqual({
      first_name: 'Augusta',
      opt_in: true,
    });
  });

  it('sends a cleared date of birth as null (removed) and a picked one as YYYY-MM-DD', () => {
    const profile = makeProfile({ dob: '1990-05-01' });
    expect(profileChanges(profile, { ...toProfileValues(profile), dob: '' })).toEqual({ dob: null });
    expect(profileChanges(makeProfile(), { ...toProfileValues(makeProfile()), dob: '1815-12-10' })).toEqual({
      dob: '1815-12-10',
    });
  });
});

describe('image checks before upload', () => {
  it('takes the formats the server decodes, up to the size limit', () => {
    expect(imageProblem({ type: 'image/png', size: 1024 }, 'avatar')).toBeNull();
    expect(imageProblem({ type: 'image/avif', size: 1024 }, 'banner')).toBeNull();
  });

  it('7700 / 7800 for other files, 7702 / 7802 over the limit', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 1024 }, 'avatar')).toBe(7700);
    expect(imageProblem({ type: 'application/pdf', size: 1024 }, 'banner')).toBe(7800);
    expect(imageProblem({ type: 'image/png', size: 0 }, 'avatar')).toBe(7700);
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'avatar')).toBe(7702);
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'banner')).toBe(7802);
    expect(maxSizeLabel('avatar')).toBe('5 MB');
    expect(maxSizeLabel('banner')).toBe('10 MB');
  });
});
