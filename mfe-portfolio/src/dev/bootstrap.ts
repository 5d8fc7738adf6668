import { runDevHarness } from '@portal/shared/dev-harness';
import { descriptor } from '../start';

const element = document.getElementById('standalone-root');
if (element) {
  runDevHarness(descriptor, element);
}
