import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config';

describe('configuration', () => {
  it('starts on embedded defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(path.isAbsolute(c.DATA_DIR)).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('http://localhost:8080');
    expect(c.CORS_ORIGINS).toEqual([]);
    expect(c.SUPPORTED_COUNTRIES).toContain('US');
  });

  it('treats empty values as unset and parses lists', () => {
    const c = loadConfig({
      PORT: '',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SUPPORTED_COUNTRIES: 'ES,MX',
    });
    expect(c.PORT).toBe(8080);
    expect(c.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(c.SUPPORTED_COUNTRIES).toEqual(['ES', 'MX']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORTED_COUNTRIES', 'usa'],
    ['TRUST_PROXY', 'maybe'],
  ])('refuses a bad %s and names it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(
      /PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/,
    );
  });
});
