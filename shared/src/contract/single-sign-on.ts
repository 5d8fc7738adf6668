/** Single sign-on (OpenID Connect): request and response types of /api/authentication/sso and the Admins' view. */

export interface SingleSignOnStartRequest {
  email: string;
}

/** Where the e-mail signs in: at the customer's identity provider, or with the password here. */
export type SingleSignOnStartResponse = { redirectUrl: string } | { password: true };

/** A customer's identity provider as its Admins see it (set by the provider's import; never the client secret). */
export interface SingleSignOnSettings {
  configured: boolean;
  issuer: string | null;
  clientId: string | null;
  domains: string[];
  /** Password sign-in is refused for the customer's users. */
  enforced: boolean;
  /** An unknown address the provider vouches for becomes a restricted User without locations. */
  justInTime: boolean;
}
