import { createRspackConfig } from '@portal/build-tools';

export default createRspackConfig({
  dir: import.meta.dirname,
  name: 'shell',
  cssPrefix: 'shell',
  port: 8100,
  kind: 'host',
});
