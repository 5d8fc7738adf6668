import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mfe_tasks',
  cssPrefix: 'tasks',
  port: 8104,
  kind: 'remote',
  exposes: { './start': './src/start.ts' },
});
