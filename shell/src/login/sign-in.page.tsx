import { PortalProviders } from '@portal/shared';
import { shellTranslationSources } from '../composition/translation-sources';
import { useDocumentTitle } from '../routing/use-document-title';
import { shellRoutes } from '../routing/shell-routes';
import { LoginForm } from './login-form.component';

/** The shell's own texts only: the sign-in page loads nothing of a remote. */
const SIGN_IN_TEXTS = shellTranslationSources([], false);

function SignIn() {
  useDocumentTitle(shellRoutes.login.titleKey);
  return <LoginForm />;
}

/** /login opened directly, before the router and the signed-in shell are loaded (sign-in-start.tsx). */
export function SignInPage() {
  return (
    <PortalProviders translations={SIGN_IN_TEXTS}>
      <SignIn />
    </PortalProviders>
  );
}
