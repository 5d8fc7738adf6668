import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mfe_admin',
  cssPrefix: 'admin',
  port: 8107,
  kind: 'remote',
  exposes: { './start': './src/start.ts' },
});
