import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { useLeavePortal } from '../session/public-site';

/** Spec section 4: with an empty stored token the user leaves for the provider's public site (default /login). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  const leave = useLeavePortal();
  const from = location.pathname + location.search;
  useEffect(() => {
    if (!token && leave) {
      // `from` lets the sign-in page return here when the public site is the portal's own /login.
      leave({ state: { from } });
    }
  }, [token, leave, from]);
  return token ? <>{children}</> : null;
}
