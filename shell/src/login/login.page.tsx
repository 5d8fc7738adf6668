import { Navigate } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { usePageTitle } from '../routing/use-page-title';
import { LoginForm } from './login-form.component';

/** /login inside the signed-in shell's router (e.g. after signing out). Signed-in users go to the dashboard. */
export function LoginPage() {
  const { token } = useSession();
  usePageTitle();
  return token ? <Navigate to="/" replace /> : <LoginForm />;
}
