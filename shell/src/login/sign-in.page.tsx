import { Spinner, TextsProvider } from '@portal/shared/core';
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

/**
 * /login opened directly, before the router and the signed-in shell are loaded (sign-in-start.tsx). It
 * imports @portal/shared/core only (ADR 0032): the texts without SWR, none of the signed-in pages' kit.
 */
export function SignInPage() {
  return (
    <TextsProvider fallback={<Spinner />} sources={SIGN_IN_TEXTS}>
      <SignIn />
    </TextsProvider>
  );
}
