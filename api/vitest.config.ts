import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The crash, scale-out and outage tests run on their own: npm run test:crash, test:scale-out, test:outage.
    exclude: [...configDefaults.exclude, 'src/test/crash/**', 'src/test/scale-out/**', 'src/test/outage/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: true,
    // A worker per core (Vitest's default, cores - 1, is one on the 2-core CI machine): the files wait on
    // the databases much of the time. Files at once on one PostgreSQL serialise their schema set-up and
    // drops under an advisory lock (test/test-app.ts), which Kysely's catalogue-wide migrator needs.
    maxWorkers: availableParallelism(),
  },
});
