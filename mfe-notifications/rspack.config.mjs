import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mfe_notifications',
  cssPrefix: 'notifications',
  port: 8103,
  kind: 'remote',
  exposes: { './start': './src/start.ts' },
});
