import { runDevHarness } from '@portal/shared/dev-harness';
import { descriptor } from '../start';

const element = document.getElementById('standalone-root');
if (element) {
  // Opens the remote's first route in remote.meta.json.
  runDevHarness(descriptor, element);
}
