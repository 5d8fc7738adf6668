import { createReactEmbed, createReactLifecycles, defineRemote } from '@portal/shared';
import { IssueOverlay } from './issue-overlay/issue.overlay';
import { IssuesTableWidget } from './issues-table/issues-table.widget';
import { EmbeddedRoot, Root } from './root.component';
import { ThermographyOverlay } from './thermography-overlay/thermography.overlay';

/** What the shell (and any embedding page) gets from this remote. See remote.meta.json. */
export const descriptor = defineRemote({
  name: 'mfe_issues',
  lifecycles: createReactLifecycles(Root),
  overlays: {
    issue: createReactLifecycles(IssueOverlay),
    thermography: createReactLifecycles(ThermographyOverlay),
  },
  widgets: {
    'issues-table': createReactLifecycles(IssuesTableWidget),
  },
  embed: (element, options) => createReactEmbed(EmbeddedRoot, { path: options?.path ?? '/aktuelle-fejl' })(element),
});
