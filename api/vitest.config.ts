import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The crash test runs on its own (vitest.crash.config.ts): npm run test:crash.
    exclude: [...configDefaults.exclude, 'src/test/crash/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: true,
  },
});
