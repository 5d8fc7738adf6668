import { defineConfig } from 'vitest/config';

/** `npm run test:scale-out`: two real API processes on one PostgreSQL and one S3 store (src/test/scale-out). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/test/scale-out/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
