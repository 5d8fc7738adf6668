import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'mfe_news_charts',
  cssPrefix: 'news',
  port: 8106,
  kind: 'remote',
  exposes: { './start': './src/start.ts' },
});
