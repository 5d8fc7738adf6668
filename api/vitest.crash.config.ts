import { defineConfig } from 'vitest/config';

/** `npm run test:crash`: kill -9 under load against a real API process (src/test/crash). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/test/crash/**/*.test.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 60_000,
    // SQLite and PostgreSQL one after the other: each run is a server under load already.
    fileParallelism: false,
  },
});
