import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mfe_locations',
  cssPrefix: 'locations',
  port: 8102,
  kind: 'remote',
  exposes: { './start': './src/start.ts' },
});
