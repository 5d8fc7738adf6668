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
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine.
    maxWorkers: availableParallelism(),
  },
});
