import { createReactEmbed, createReactLifecycles, defineRemote } from '@portal/shared';
import { KeyNumbersWidget } from './key-numbers/key-numbers.widget';
import { EmbeddedRoot, Root } from './root.component';

/** What the shell (and any embedding page) gets from this remote. See remote.meta.json. */
export const descriptor = defineRemote({
  name: 'mfe_locations',
  lifecycles: createReactLifecycles(Root),
  overlays: {},
  widgets: {
    'key-numbers': createReactLifecycles(KeyNumbersWidget),
  },
  embed: (element, options) => createReactEmbed(EmbeddedRoot, { path: options?.path ?? '/lokation' })(element),
});
