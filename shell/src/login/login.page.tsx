import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { usePageTitle } from '../routing/use-page-title';
import { returnPathOf } from '../session/return-path';
import { LoginForm } from './login-form.component';

/**
 * /login inside the signed-in shell's router (e.g. after signing out). Signed-in users go back to the page that
 * sent them here (a deep link, a QR label's report form), or to the dashboard.
 */
export function LoginPage() {
  const { token } = useSession();
  const location = useLocation();
  usePageTitle();
  return token ? <Navigate to={returnPathOf(location.search, location.state) ?? '/'} replace /> : <LoginForm />;
}
