import { describe, expect, it } from 'vitest';
import {
  arrivedFromSiteRoot,
  decideQuizAccess,
  isSiteRoot,
  questionNumber,
  type Arrival,
  type QuizGuardInput,
} from '../../src/features/quiz/quiz-guard';

const ORIGIN = 'https://fanverse.example';
const inApp = (previousPath: string): Arrival => ({ previousPath, hasInAppHistory: true, referrer: '' });
const fresh = (referrer = ''): Arrival => ({ previousPath: null, hasInAppHistory: false, referrer });

function decide(overrides: Partial<QuizGuardInput>) {
  return decideQuizAccess({
    route: 'question',
    params: { question: '3' },
    signedIn: true,
    arrival: inApp('/myoriginstory/question/2'),
    origin: ORIGIN,
    closeUrl: '/',
    ...overrides,
  });
}

describe('quiz guard (spec accounts §2), rule by rule', () => {
  describe('1. an address that names no quiz page leaves for the close address', () => {
    it('an unmatched route: /myoriginstory/nope', () => {
      expect(decide({ route: 'unmatched', params: {} })).toEqual({ action: 'leave', to: '/' });
    });

    it.each(['0', '10', '99', '3.5', 'abc', '03', '-1', ''])(
      'a question number outside 1–9: %s',
      (question) => {
        expect(decide({ params: { question } })).toEqual({ action: 'leave', to: '/' });
      },
    );

    it.each(['unknown', 'AMAZONS', '', 'rogue'])('a family that does not exist: %s', (family) => {
      expect(decide({ route: 'result', params: { family } })).toEqual({ action: 'leave', to: '/' });
    });

    it('leaves to whatever close address the quiz state holds, even for an anonymous visitor', () => {
      expect(decide({ route: 'unmatched', signedIn: false, closeUrl: 'https://fanverse.example/' })).toEqual({
        action: 'leave',
        to: 'https://fanverse.example/',
      });
    });
  });

  describe('2. the start page and a result page open for everyone', () => {
    it('the start page, for an anonymous visitor arriving from the site root', () => {
      expect(decide({ route: 'start', params: {}, signedIn: false, arrival: inApp('/') })).toEqual({
        action: 'allow',
      });
    });

    it('a result, for an anonymous visitor with a link (and for anyone from the root)', () => {
      const result = { route: 'result' as const, params: { family: 'lantern-corps' } };
      expect(decide({ ...result, signedIn: false, arrival: fresh() })).toEqual({ action: 'allow' });
      expect(decide({ ...result, arrival: fresh(`${ORIGIN}/`) })).toEqual({ action: 'allow' });
    });
  });

  describe('3. any other quiz page sends an anonymous visitor to the start page', () => {
    it.each([
      ['intro', {}],
      ['question', { question: '3' }],
    ] as const)('%s', (route, params) => {
      expect(decide({ route, params, signedIn: false })).toEqual({
        action: 'redirect',
        to: '/myoriginstory/',
        reason: 'anonymous',
      });
    });
  });

  describe('4. … and a visitor arriving from the site root', () => {
    it('when the previous page of the app was /', () => {
      expect(decide({ arrival: inApp('/') })).toEqual({
        action: 'redirect',
        to: '/myoriginstory/',
        reason: 'from-site-root',
      });
      expect(decide({ route: 'intro', params: {}, arrival: inApp('/') })).toMatchObject({
        action: 'redirect',
      });
    });

    it('when the tab has no earlier page of ours and the document was opened from our root', () => {
      expect(decide({ arrival: fresh(`${ORIGIN}/`) })).toMatchObject({ reason: 'from-site-root' });
      expect(decide({ arrival: fresh(`${ORIGIN}/?utm_source=mail`) })).toMatchObject({
        reason: 'from-site-root',
      });
    });
  });

  describe('5. everyone else goes ahead', () => {
    it('a member moving through the quiz', () => {
      expect(decide({ route: 'intro', params: {}, arrival: inApp('/myoriginstory/') })).toEqual({
        action: 'allow',
      });
      expect(decide({ arrival: inApp('/myoriginstory/question/2') })).toEqual({ action: 'allow' });
    });

    it('a member coming back to a question from another page, a bookmark, or another site', () => {
      expect(decide({ arrival: inApp('/browse') })).toEqual({ action: 'allow' });
      expect(decide({ arrival: fresh() })).toEqual({ action: 'allow' });
      expect(decide({ arrival: fresh('https://elsewhere.example/') })).toEqual({ action: 'allow' });
      expect(decide({ arrival: fresh(`${ORIGIN}/browse`) })).toEqual({ action: 'allow' });
    });

    it('a referrer from the root does not count once the tab has moved on inside the site', () => {
      const arrival: Arrival = {
        previousPath: '/myoriginstory/',
        hasInAppHistory: true,
        referrer: `${ORIGIN}/`,
      };
      expect(decide({ arrival })).toEqual({ action: 'allow' });
    });
  });
});

describe('guard helpers', () => {
  it('reads question numbers 1 to 9 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => questionNumber(String(n)))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(questionNumber(undefined)).toBeNull();
    expect(questionNumber('1e0')).toBeNull();
  });

  it('recognises the site root of this origin only', () => {
    expect(isSiteRoot(`${ORIGIN}/`, ORIGIN)).toBe(true);
    expect(isSiteRoot(`${ORIGIN}/#top`, ORIGIN)).toBe(true);
    expect(isSiteRoot(`${ORIGIN}/myoriginstory`, ORIGIN)).toBe(false);
    expect(isSiteRoot('https://other.example/', ORIGIN)).toBe(false);
    expect(isSiteRoot('not a url', ORIGIN)).toBe(false);
    expect(arrivedFromSiteRoot(fresh(''), ORIGIN)).toBe(false);
  });
});
