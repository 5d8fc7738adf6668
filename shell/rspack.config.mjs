import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'shell',
  cssPrefix: 'shell',
  port: 8100,
  kind: 'host',
  // /embed.js: mounts one remote in a provider tool's page on another origin (docs/embedding.md).
  loaders: { embed: './src/embed/index.ts' },
});
