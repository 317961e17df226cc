import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = {
  include: ['apps/server/test/**/*.test.ts', 'tests/contract/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One module graph per worker, not per file: building the app's module graph was a third of
  // the suite's time (each file starts its own app and database, so no state is shared).
  isolate: false,
};

// Server and contract tests always run on embedded PGlite; when TEST_DATABASE_URL names a real
// PostgreSQL (CI sets it) they run a second time against it, so both engines stay proven.
const postgres = process.env.TEST_DATABASE_URL;
const serverProjects: TestProjectInlineConfiguration[] = [
  { test: { name: 'server', ...serverTests, env: { TEST_DATABASE_URL: '' } } },
  ...(postgres
    ? [{ test: { name: 'server-postgres', ...serverTests, env: { TEST_DATABASE_URL: postgres } } }]
    : []),
];

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'client',
          include: ['packages/client/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...serverProjects,
      'apps/web/vitest.config.ts',
    ],
  },
});
