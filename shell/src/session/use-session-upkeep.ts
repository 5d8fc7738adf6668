import { useEffect } from 'react';
import { logImpersonator, requestNewToken, storeToken, useSession } from '@portal/shared';

const loggedImpersonations = new Set<string>();

/**
 * The spec's session rules after sign-in (section 4): a token without the news-feed claim or
 * customer xalId is replaced by a fresh one, and an impersonated session is logged once.
 */
export function useSessionUpkeep(): void {
  const { token, claims } = useSession();

  useEffect(() => {
    if (!token || !claims) {
      return;
    }
    if (!claims.NewsFeed || !claims.CustomerXal) {
      requestNewToken(claims.CustomerId, claims.EmployeeId)
        .then((response) => storeToken(response.token))
        .catch((error: unknown) => console.error(error));
    }
    if (claims.Impersonator && !loggedImpersonations.has(token)) {
      loggedImpersonations.add(token);
      logImpersonator(claims.CustomerId, claims.EmployeeId, claims.Impersonator).catch((error: unknown) => console.error(error));
    }
  }, [token, claims]);
}
