import { defineConfig } from 'vitest/config';

/** The database outage test (npm run test:outage): a PostgreSQL cluster of its own, stopped and started; alone, so timings hold. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/test/outage/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
