import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-portfolio',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@portal/shared/testing/setup', './src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
