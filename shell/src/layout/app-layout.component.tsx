import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { logout as endServerSession, signOut, useSession, useT } from '@portal/shared';
import { useRemotes } from '../composition/remotes-context';
import { ShellOverlayHost } from '../overlay/shell-overlay-host.component';
import { CustomerPicker } from '../pickers/customer-picker.component';
import { LocationPicker } from '../pickers/location-picker.component';
import { useActiveLocation, useDefaultLocation } from '../pickers/locations.resource';
import { usePageTitle } from '../routing/use-page-title';
import { useLeavePortal } from '../session/public-site';
import { useActiveCustomer } from '../session/session.resource';
import { useSessionUpkeep } from '../session/use-session-upkeep';
import { focusPageStart, useFocusHeadingOnNavigation } from './focus-heading';
import { Footer, mobileMenuButtonId } from './footer.component';
import { Header } from './header.component';
import { Sidebar } from './sidebar.component';
import { buildSidebarItems } from './sidebar-items';
import { useTrappedDisclosure } from './use-trapped-disclosure';
import styles from './layout.module.css';

type Picker = 'customer' | 'location' | null;

/** How long "Log ud" waits for the server to end the session before leaving anyway. */
const logoutWaitMs = 5000;

/** The chrome around every signed-in page: header, sidebar, main area, footer, overlay host. */
export function AppLayout() {
  const t = useT();
  const leave = useLeavePortal();
  const mainRef = useRef<HTMLElement>(null);
  const remotes = useRemotes();
  const { claims } = useSession();
  const { showCustomerSelect } = useActiveCustomer();
  const { location } = useActiveLocation();
  useDefaultLocation();
  const [picker, setPicker] = useState<Picker>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  useSessionUpkeep();
  usePageTitle();
  useFocusHeadingOnNavigation(mainRef);
  // The skip link moves focus itself: a '#portal-main' in the address would be a navigation for the routers.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (mainRef.current) focusPageStart(mainRef.current);
  };

  const closePicker = useCallback(() => setPicker(null), []);
  const closeMobileMenu = useCallback((returnFocus: boolean) => {
    setMobileOpen(false);
    if (returnFocus) {
      document.getElementById(mobileMenuButtonId)?.focus();
    }
  }, []);
  // The backdrop closes the mobile menu on a press outside (spec section 2, Layout).
  useTrappedDisclosure({ open: mobileOpen, onClose: closeMobileMenu, buttonId: mobileMenuButtonId, panelId: 'portal-sidebar', closeOnOutsidePress: false });
  // Spec section 4: logout clears the token and goes to the provider's public site. First the
  // server ends the session (the token is refused from then on); the user leaves whatever it answers.
  const logout = () => {
    void endServerSession(AbortSignal.timeout(logoutWaitMs))
      .catch(() => undefined)
      .finally(() => {
        signOut();
        leave?.();
      });
  };
  const sidebarItems = buildSidebarItems(remotes, claims?.Role === 'Admin');

  return (
    <div className={styles.layout}>
      <a href="#portal-main" className={styles.skipLink} onClick={skipToMain}>
        {t('shell.skipToContent')}
      </a>
      <Header
        locationName={location?.name ?? null}
        showCustomerSelect={showCustomerSelect}
        onChangeCustomer={() => setPicker('customer')}
        onChangeLocation={() => setPicker('location')}
        onLogout={logout}
      />
      <Sidebar items={sidebarItems} mobileOpen={mobileOpen} onNavigate={() => setMobileOpen(false)} />
      {mobileOpen ? <div className={styles.menuBackdrop} data-testid="menu-backdrop" onClick={() => setMobileOpen(false)} /> : null}
      <main className={styles.main} id="portal-main" ref={mainRef}>
        <Outlet />
      </main>
      <Footer mobileOpen={mobileOpen} onToggleMenu={() => setMobileOpen(!mobileOpen)} onChangeLocation={() => setPicker('location')} />
      <ShellOverlayHost />
      <CustomerPicker open={picker === 'customer'} onClose={closePicker} />
      <LocationPicker open={picker === 'location'} onClose={closePicker} />
    </div>
  );
}
