import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default, and vitest a test after 5 s. A file's first grid render also
// loads ag-grid and lays out in happy-dom: 1.9-2.4 s while other work kept the machine's two cores busy, and
// CI failed on it. Waits get 5 s and a test 15 s; a test that fails still fails, only later.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
