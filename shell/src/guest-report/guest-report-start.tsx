import { createRoot } from 'react-dom/client';
import { apiRequest, getCulture, getSession, localeOf, portalRoutes, type PublicReportTarget } from '@portal/shared/core';

import { returnParameter } from '../session/return-path';
import { GuestReportPage } from './guest-report.page';
import '../global.css';

/** The token of `/meld/<token>`; a malformed escape reads as no token (the label is then refused like any other). */
function tokenOfPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    return '';
  }
}

/**
 * The start of a QR label's page (`/meld/<token>`), like the sign-in page's (ADR 0027) without the router or the
 * signed-in shell. Signed in: on to the portal's report form with the unit chosen. Not signed in: the guest form
 * when the label's customer takes guest reports; otherwise the sign-in page, which returns to the form.
 */
export async function start(): Promise<void> {
  document.documentElement.lang = localeOf[getCulture()];
  const token = tokenOfPath(window.location.pathname);
  const form = `${portalRoutes.faultReport}?token=${encodeURIComponent(token)}`;
  if (getSession().token !== null) {
    window.location.replace(form);
    return;
  }
  const target = await apiRequest<PublicReportTarget>(`/public/report/${encodeURIComponent(token)}`, { authenticated: false }).catch(
    (): PublicReportTarget => ({ guestReports: false }),
  );
  if (!target.guestReports) {
    window.location.replace(`/login?${returnParameter}=${encodeURIComponent(form)}`);
    return;
  }
  const container = document.getElementById('portal-shell');
  if (!container) throw new Error('#portal-shell is missing from index.html');
  createRoot(container).render(<GuestReportPage token={token} target={target} />);
}
