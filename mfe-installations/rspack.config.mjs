import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mfe_installations',
  cssPrefix: 'installations',
  port: 8105,
  kind: 'remote',
  exposes: { './start': './src/start.ts' },
});
