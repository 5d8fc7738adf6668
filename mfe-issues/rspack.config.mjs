import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mfe_issues',
  cssPrefix: 'issues',
  port: 8101,
  kind: 'remote',
  exposes: { './start': './src/start.ts' },
});
