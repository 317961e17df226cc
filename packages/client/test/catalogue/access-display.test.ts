import { describe, expect, it } from 'vitest';
import type { ProgramScheduleEntry, VisitorType } from '@fanverse/contract';
import { clipAccess, decideAccess, episodeAccess, scheduleRequirement, wallRequirement } from '../../src';
import { clip, episode, series, wall } from './fixtures';

const NOW = Date.parse('2024-06-01T12:00:00Z');
const visitors: VisitorType[] = ['anonymous', 'registered', 'premium'];
const allowed = { allowed: true };

const entry = (type: string[], overrides: Partial<ProgramScheduleEntry> = {}): ProgramScheduleEntry => ({
  start_time: null,
  end_time: null,
  type,
  name: 'window',
  plan: null,
  ...overrides,
});

describe('episodeAccess: video walls (spec §4)', () => {
  it('no wall lets everyone in', () => {
    for (const visitor of visitors)
      expect(episodeAccess(episode(), series(), visitor, { now: NOW })).toEqual(allowed);
  });

  it('wall type 0 needs premium', () => {
    const walled = episode({ video: wall({ wall_type: 0 }) });
    expect(episodeAccess(walled, series(), 'anonymous', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
    });
    expect(episodeAccess(walled, series(), 'registered', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
    });
    expect(episodeAccess(walled, series(), 'premium', { now: NOW })).toEqual(allowed);
  });

  it('wall type 1 needs registration', () => {
    const walled = episode({ video: wall({ wall_type: 1 }) });
    expect(episodeAccess(walled, series(), 'anonymous', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'register',
    });
    expect(episodeAccess(walled, series(), 'registered', { now: NOW })).toEqual(allowed);
    expect(episodeAccess(walled, series(), 'premium', { now: NOW })).toEqual(allowed);
  });

  it('a wall applies only until wall_expires', () => {
    const expired = episode({ video: wall({ wall_type: 0, wall_expires: '2024-06-01T11:59:59Z' }) });
    const pending = episode({ video: wall({ wall_type: 0, wall_expires: '2024-06-01T12:00:01Z' }) });
    expect(episodeAccess(expired, series(), 'anonymous', { now: NOW })).toEqual(allowed);
    expect(episodeAccess(pending, series(), 'anonymous', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
    });
    expect(wallRequirement(pending.video, NOW)).toBe('premium');
  });

  it('a geoblocked video, or a series outside the visitor country, is blocked by region for everyone', () => {
    const blocked = episode({ video: wall({ status: 'geoblocked' }) });
    expect(episodeAccess(blocked, series(), 'premium', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'geoblocked',
    });
    const usOnly = series({ available_in: ['US'] });
    expect(episodeAccess(episode(), usOnly, 'premium', { country: 'es', now: NOW })).toEqual({
      allowed: false,
      prompt: 'geoblocked',
    });
    expect(episodeAccess(episode(), usOnly, 'anonymous', { country: 'US', now: NOW })).toEqual(allowed);
  });

  it('a video not yet approved is unavailable', () => {
    const staged = episode({ video: wall({ status: 'staged' }) });
    expect(episodeAccess(staged, series(), 'premium', { now: NOW })).toEqual({
      allowed: false,
      prompt: 'unavailable',
    });
  });

  it('premium_walled_in forces a premium wall in those countries only', () => {
    const walledInEs = series({ premium_walled_in: ['ES'] });
    const open = episode();
    const registrationWall = episode({ video: wall({ wall_type: 1 }) });
    expect(episodeAccess(open, walledInEs, 'anonymous', { country: 'es', now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
    });
    expect(episodeAccess(registrationWall, walledInEs, 'registered', { country: 'ES', now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
    });
    expect(episodeAccess(open, walledInEs, 'premium', { country: 'ES', now: NOW })).toEqual(allowed);
    expect(episodeAccess(open, walledInEs, 'anonymous', { country: 'US', now: NOW })).toEqual(allowed);
    expect(episodeAccess(open, walledInEs, 'anonymous', { now: NOW })).toEqual(allowed);
  });

  it('region wins over premium_walled_in', () => {
    const s = series({ available_in: ['US'], premium_walled_in: ['ES'] });
    expect(episodeAccess(episode(), s, 'anonymous', { country: 'ES', now: NOW })).toEqual({
      allowed: false,
      prompt: 'geoblocked',
    });
  });

  it('works without the series', () => {
    expect(
      episodeAccess(episode({ video: wall({ wall_type: 1 }) }), null, 'anonymous', { now: NOW }),
    ).toEqual({
      allowed: false,
      prompt: 'register',
    });
  });
});

describe('clipAccess: program schedules (spec §4)', () => {
  const at = (...schedule: ProgramScheduleEntry[]) => clip({ program_schedule: schedule });

  it('an empty schedule lets everyone in', () => {
    for (const visitor of visitors) expect(clipAccess(at(), visitor, { now: NOW })).toEqual(allowed);
  });

  it('an entry without times is always active; the lowest allowed type is reported', () => {
    const c = at(entry(['premium', 'registered']));
    expect(scheduleRequirement(c.program_schedule, NOW)).toEqual({ type: 'registered' });
    expect(clipAccess(c, 'anonymous', { now: NOW })).toEqual({ allowed: false, prompt: 'register' });
    expect(clipAccess(c, 'registered', { now: NOW })).toEqual(allowed);
  });

  it('only entries whose window holds now count', () => {
    const c = at(
      entry(['anonymous'], { start_time: '2024-06-02T00:00:00Z' }),
      entry(['registered'], { end_time: '2024-06-01T00:00:00Z' }),
      entry(['premium'], { start_time: '2024-05-01T00:00:00Z', end_time: '2024-07-01T00:00:00Z' }),
    );
    expect(clipAccess(c, 'anonymous', { now: NOW })).toEqual({ allowed: false, prompt: 'premium' });
    expect(clipAccess(c, 'registered', { now: NOW })).toEqual({ allowed: false, prompt: 'premium' });
    expect(clipAccess(c, 'premium', { now: NOW })).toEqual(allowed);
    // A day later the anonymous window has opened.
    expect(clipAccess(c, 'anonymous', { now: Date.parse('2024-06-02T01:00:00Z') })).toEqual(allowed);
  });

  it('a minus entry denies its type whatever other entries allow', () => {
    const c = at(entry(['anonymous', 'registered', 'premium']), entry(['-anonymous']));
    expect(clipAccess(c, 'anonymous', { now: NOW })).toEqual({ allowed: false, prompt: 'register' });
    expect(clipAccess(c, 'registered', { now: NOW })).toEqual(allowed);
  });

  it('only a plan-limited premium entry: premium of that plan', () => {
    const c = at(entry(['premium'], { plan: 'annual' }));
    expect(scheduleRequirement(c.program_schedule, NOW)).toEqual({ type: 'premium', plan: 'annual' });
    expect(clipAccess(c, 'registered', { now: NOW })).toEqual({ allowed: false, prompt: 'premium' });
    expect(clipAccess(c, 'premium', { plan: 'monthly', now: NOW })).toEqual({
      allowed: false,
      prompt: 'premium',
      plan: 'annual',
    });
    expect(clipAccess(c, 'premium', { plan: 'annual', now: NOW })).toEqual(allowed);
  });

  it('no active entry allowing anyone makes the clip unavailable', () => {
    const c = at(entry(['premium'], { end_time: '2024-01-01T00:00:00Z' }));
    expect(clipAccess(c, 'premium', { now: NOW })).toEqual({ allowed: false, prompt: 'unavailable' });
  });

  it('re-exports the contract rules', () => {
    expect(decideAccess({ visitor: 'anonymous', video: wall({ wall_type: 1 }), now: NOW })).toEqual({
      allowed: false,
      prompt: 'register',
    });
  });
});
