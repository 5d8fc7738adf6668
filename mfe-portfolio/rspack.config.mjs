import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mfe_portfolio',
  cssPrefix: 'portfolio',
  port: 8108,
  kind: 'remote',
  exposes: { './start': './src/start.ts' },
});
