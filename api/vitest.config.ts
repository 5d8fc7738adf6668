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
    // Vitest's default worker count (cores - 1: one on the 2-core CI machine). Two files at once on one
    // PostgreSQL raced: Kysely's migrator lists every schema's tables while another file drops its test schema
    // ("schema test_... does not exist", seen once in CI); more workers want that serialised first.
  },
});
