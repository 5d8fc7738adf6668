import type { AuthenticateRequest, SignInResponse, SingleSignOnStartRequest, SingleSignOnStartResponse, TokenResponse } from '../contract';
import { apiRequest } from './api-client';

/** The spec's 'authenticate' call. */
export function authenticate(credentials: AuthenticateRequest): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/authentication/authenticate', {
    method: 'POST',
    body: credentials,
    authenticated: false,
  });
}

/** The sign-in's first step: the customer's identity provider to go to, or the password. */
export function startSingleSignOn(request: SingleSignOnStartRequest): Promise<SingleSignOnStartResponse> {
  return apiRequest<SingleSignOnStartResponse>('/authentication/sso/start', { method: 'POST', body: request, authenticated: false });
}

/**
 * Ends the session on the server (not in the spec, which only clears storage): the token, and any
 * token renewed from it, is refused from then on. 204, no body.
 */
export function logout(signal?: AbortSignal): Promise<void> {
  return apiRequest<undefined>('/authentication/logout', { method: 'POST', ...(signal ? { signal } : {}) });
}

export function requestNewToken(customerId: string, employeeId: string): Promise<TokenResponse> {
  return apiRequest<TokenResponse>(
    `/authentication/requestnewtoken/customer/${encodeURIComponent(customerId)}/employee/${encodeURIComponent(employeeId)}`,
  );
}

/** Logs an impersonated session; the spec sends the part before the @ of the Impersonator claim. */
export function logImpersonator(customerId: string, employeeId: string, impersonator: string): Promise<void> {
  const name = impersonator.split('@')[0] ?? impersonator;
  return apiRequest<undefined>(
    `/authentication/logimpersonator/${encodeURIComponent(customerId)}/${encodeURIComponent(employeeId)}/${encodeURIComponent(name)}`,
  );
}
