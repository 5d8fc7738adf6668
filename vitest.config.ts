import { defineConfig } from 'vitest/config';

/** Front-end unit and component tests (the API has its own config: npm run test -w api). */
export default defineConfig({
  test: {
    projects: ['shared', 'shell', 'mfe-locations', 'mfe-issues', 'mfe-notifications', 'mfe-news-charts', 'mfe-installations', 'mfe-tasks', 'mfe-admin'],
  },
});
