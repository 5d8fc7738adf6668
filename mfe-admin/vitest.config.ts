import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-admin',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/testing/setup', './src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
