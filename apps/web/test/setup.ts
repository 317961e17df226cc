import '../src/lib/i18n/bundled-catalogues';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 5 s, not 1 s: a file's first page loads its lazy chunks cold, and
// on CI's two cores, shared with the server tests, that alone took over a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
window.scrollTo = () => {};
