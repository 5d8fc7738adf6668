import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'page-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
