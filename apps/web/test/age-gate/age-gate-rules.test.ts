import { describe, expect, it } from 'vitest';
import {
  NO_ANSWERS,
  answerAgeGate,
  birthDate,
  matureGate,
  registrationGate,
  type AgeGateConfig,
} from '../../src/lib/age-gate';

const CONFIG: AgeGateConfig = { age: 18, blockTimeout: 3_600 };
const NOW = Date.parse('2026-05-10T12:00:00Z');
const HOUR = 3_600_000;

describe('the mature gate', () => {
  it('asks a visitor who has not answered, opens for an adult answer and blocks an under-age one', () => {
    expect(matureGate(NO_ANSWERS, CONFIG, NOW)).toEqual({ status: 'ask' });
    const adult = answerAgeGate(NO_ANSWERS, '1990-05-10', CONFIG, NOW);
    expect(adult).toMatchObject({
      isAgeGateCompleted: true,
      isAdult: true,
      atLeastAge: 18,
      blockedUntil: null,
    });
    expect(matureGate(adult, CONFIG, NOW)).toEqual({ status: 'open' });

    const young = answerAgeGate(NO_ANSWERS, '2010-01-01', CONFIG, NOW);
    expect(young).toMatchObject({ isAgeGateCompleted: true, isAdult: false, blockedUntil: NOW + HOUR });
    expect(matureGate(young, CONFIG, NOW + HOUR - 1)).toEqual({ status: 'blocked', until: NOW + HOUR });
    // Once the block time is over, the question comes back.
    expect(matureGate(young, CONFIG, NOW + HOUR)).toEqual({ status: 'ask' });
  });

  it('counts whole years: the day before the birthday is still under age', () => {
    expect(answerAgeGate(NO_ANSWERS, '2008-05-11', CONFIG, NOW).isAdult).toBe(false);
    expect(answerAgeGate(NO_ANSWERS, '2008-05-10', CONFIG, NOW).isAdult).toBe(true);
  });

  it('never lifts a running block with another date', () => {
    const young = answerAgeGate(NO_ANSWERS, '2012-02-02', CONFIG, NOW);
    const retried = answerAgeGate(young, '1970-01-01', CONFIG, NOW + 1000);
    expect(retried).toEqual(young);
    expect(matureGate(retried, CONFIG, NOW + 1000).status).toBe('blocked');
  });

  it('asks again when the configured age was raised since the answer', () => {
    const adult = answerAgeGate(NO_ANSWERS, '2006-01-01', { age: 13, blockTimeout: 60 }, NOW);
    expect(matureGate(adult, { age: 13, blockTimeout: 60 }, NOW).status).toBe('open');
    expect(matureGate(adult, CONFIG, NOW).status).toBe('ask');
  });

  it("decides a member by the profile's date of birth, without asking and whatever this browser says", () => {
    const blocked = answerAgeGate(NO_ANSWERS, '2012-02-02', CONFIG, NOW);
    expect(matureGate(blocked, CONFIG, NOW, { dob: '1980-01-01', answered_mature: true })).toEqual({
      status: 'open',
    });
    expect(matureGate(NO_ANSWERS, CONFIG, NOW, { dob: '2011-01-01', answered_mature: true })).toEqual({
      status: 'blocked',
      until: null,
    });
    // Without a date the browser's answers decide.
    expect(matureGate(NO_ANSWERS, CONFIG, NOW, { dob: null, answered_mature: false }).status).toBe('ask');
  });
});

describe('the registration gate', () => {
  it('is open where no law sets an age, asks where one does, and remembers an answer that met it', () => {
    expect(registrationGate(NO_ANSWERS, NOW, undefined)).toEqual({ status: 'open' });
    expect(registrationGate(NO_ANSWERS, NOW, 16)).toEqual({ status: 'ask' });
    const answered = answerAgeGate(NO_ANSWERS, '1990-01-01', CONFIG, NOW, 16);
    expect(registrationGate(answered, NOW, 16)).toEqual({ status: 'open' });
    // One question per visitor: the same answer opens the mature gate too.
    expect(matureGate(answered, CONFIG, NOW)).toEqual({ status: 'open' });
  });

  it('blocks an answer under the country age for the block time, and only registration when over the mature age', () => {
    const config = { age: 13, blockTimeout: 3_600 };
    const fourteen = answerAgeGate(NO_ANSWERS, '2012-01-01', config, NOW, 16);
    expect(registrationGate(fourteen, NOW, 16)).toEqual({ status: 'blocked', until: NOW + HOUR });
    expect(matureGate(fourteen, config, NOW)).toEqual({ status: 'open' });
    // Another date meanwhile, on either gate, changes nothing for registration, then or after.
    const retried = answerAgeGate(
      answerAgeGate(fourteen, '1990-01-01', config, NOW + 5, 16),
      '1990-01-01',
      config,
      NOW + 6,
    );
    expect(registrationGate(retried, NOW + 6, 16).status).toBe('blocked');
    expect(registrationGate(retried, NOW + HOUR, 16)).toEqual({ status: 'ask' });
  });
});

describe('the date of birth as typed', () => {
  it('accepts a real past date and pads it; refuses anything else', () => {
    expect(birthDate('4', '7', '1990', NOW)).toBe('1990-07-04');
    expect(birthDate('31', '2', '1990', NOW)).toBeNull();
    expect(birthDate('1', '1', '90', NOW)).toBeNull();
    expect(birthDate('1', '1', '1899', NOW)).toBeNull();
    expect(birthDate('11', '5', '2026', NOW)).toBeNull(); // tomorrow
    expect(birthDate('', '5', '1990', NOW)).toBeNull();
  });
});
