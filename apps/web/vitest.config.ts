import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Used as a project by the root vitest config; paths below resolve against this folder.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Page journeys (the quiz's nine questions) take about a second alone, several on a loaded
    // two-core machine: the default 5 s failed them under load, not for a fault.
    testTimeout: 15_000,
  },
});
