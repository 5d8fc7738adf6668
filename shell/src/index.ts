// The fault-report rules alone: the whole rules module would add its weight to every page's start.
import { faultReportLabelPath } from '@portal/shared/fault-report-rules';
import { shareLinkPath } from '@portal/shared/share-rules';
import { warmIntl } from './warm-intl';

// While the start's chunks download: the page's first Intl use is slow (warm-intl.ts).
warmIntl('da-DK');

// The async boundary lets Module Federation negotiate shared singletons before any of them loads.
// `/login` opened directly starts without the router and the signed-in shell (sign-in-start.tsx, ADR 0027).
const signInPage = window.location.pathname.replace(/\/+$/, '') === '/login';
// A unit's QR label (`/meld/<token>`): a page of its own, without the portal's chrome (guest-report-start.tsx).
const labelPage = window.location.pathname.startsWith(`${faultReportLabelPath}/`);
// A share link (`/deling/<token>`): the evidence for someone without an account (share/share-start.tsx).
const sharePage = window.location.pathname.startsWith(`${shareLinkPath}/`);
(labelPage
  ? import('./guest-report/guest-report-start')
  : sharePage
    ? import('./share/share-start')
    : signInPage
      ? import('./sign-in-start')
      : import('./bootstrap')
)
  .then((app) => app.start())
  .catch((error: unknown) => {
    console.error(error);
  });
