import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The crash and scale-out tests run API processes, on their own: npm run test:crash, test:scale-out.
    exclude: [...configDefaults.exclude, 'src/test/crash/**', 'src/test/scale-out/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: true,
  },
});
