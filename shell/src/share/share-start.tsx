import { createRoot } from 'react-dom/client';
import { getCulture, localeOf } from '@portal/shared/core';
import { SharePage } from './share.page';
import '../global.css';

/** The token of `/deling/<token>`; a malformed escape reads as no token (refused like any unknown one). */
function tokenOfPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    return '';
  }
}

/**
 * The start of a share link's page (`/deling/<token>`, ADR 0064): a plain page for someone without an account,
 * without the router or the signed-in shell, like the QR label's page.
 */
export function start(): void {
  document.documentElement.lang = localeOf[getCulture()];
  const container = document.getElementById('portal-shell');
  if (!container) throw new Error('#portal-shell is missing from index.html');
  createRoot(container).render(<SharePage token={tokenOfPath(window.location.pathname)} />);
}
