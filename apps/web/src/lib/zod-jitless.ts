import { config } from 'zod/v4/core';

// Zod 4 compiles object parsers with `new Function`, after probing whether eval is allowed. Our
// document policy forbids eval, so the probe fired a CSP violation report on every page load
// (parsing still worked, through the slower path). Jitless skips the probe and the compiled
// path. Imported first by each entry, before any module builds or parses a schema. The server
// keeps the compiled path: no CSP applies there.
config({ jitless: true });
