import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { shellRoutes } from './shell-routes';

/** The spec's Admin guard: a non-admin on a protected route goes to the not-authorized page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { claims } = useSession();
  if (claims?.Role !== 'Admin') {
    return <Navigate to={shellRoutes.notAuthorized.path} replace />;
  }
  return <>{children}</>;
}
