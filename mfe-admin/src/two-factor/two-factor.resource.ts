import useSWR from 'swr';
import {
  apiRequest,
  useSession,
  type TotpConfirmResponse,
  type TotpEnrolment,
  type TwoFactorRequirement,
  type TwoFactorStatus,
} from '@portal/shared';

const segment = encodeURIComponent;
const statusKey = '/authentication/totp/status';
const requirementKey = (customerId: string) => `/user/${segment(customerId)}/two-factor`;

/** GET /authentication/totp/status: the signed-in user's own two-factor state. */
export function useTwoFactorStatus() {
  return useSWR<TwoFactorStatus>(statusKey);
}

/** POST /authentication/totp/enrol: a new key waiting for its first code. */
export function enrolTotp(): Promise<TotpEnrolment> {
  return apiRequest<TotpEnrolment>('/authentication/totp/enrol', { method: 'POST' });
}

/** POST /authentication/totp/confirm: turns two-factor on; the recovery codes, once. */
export function confirmTotp(code: string): Promise<TotpConfirmResponse> {
  return apiRequest<TotpConfirmResponse>('/authentication/totp/confirm', { method: 'POST', body: { code } });
}

/** POST /authentication/totp/disable (a current code or a recovery code). */
export function disableTotp(code: string): Promise<undefined> {
  return apiRequest<undefined>('/authentication/totp/disable', { method: 'POST', body: { code } });
}

/** GET /user/{customerId}/two-factor (Admins): the requirement and who has two-factor. */
export function useTwoFactorRequirement() {
  const { customerId } = useSession();
  return { ...useSWR<TwoFactorRequirement>(customerId ? requirementKey(customerId) : null), customerId };
}

/** PUT /user/{customerId}/two-factor (Admins). */
export function setTwoFactorRequirement(customerId: string, required: boolean): Promise<TwoFactorRequirement> {
  return apiRequest<TwoFactorRequirement>(requirementKey(customerId), { method: 'PUT', body: { required } });
}

/** DELETE /user/{customerId}/users/{employeeId}/two-factor (Admins): the user enrols again. */
export function resetTwoFactor(customerId: string, employeeId: number): Promise<undefined> {
  return apiRequest<undefined>(`/user/${segment(customerId)}/users/${segment(String(employeeId))}/two-factor`, { method: 'DELETE' });
}
