import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Front-end unit and component tests (the API has its own config: npm run test -w api). */
export default defineConfig({
  test: {
    projects: ['shared', 'page-server', 'shell', 'mfe-locations', 'mfe-issues', 'mfe-notifications', 'mfe-news-charts', 'mfe-installations', 'mfe-tasks', 'mfe-admin', 'mfe-portfolio'],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine. One per
    // core, in threads (cheaper to start than processes): 128 s -> 73 s there.
    pool: 'threads',
    maxWorkers: availableParallelism(),
  },
});
