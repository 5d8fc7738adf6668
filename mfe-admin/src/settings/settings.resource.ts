import useSWR from 'swr';
import { apiRequest, useSession, type CustomerSettings, type QrLabelRotation } from '@portal/shared';

const segment = encodeURIComponent;
const settingsKey = (customerId: string) => `/administration/${segment(customerId)}/settings`;

/** GET /administration/{customerId}/settings. */
export function useCustomerSettings() {
  const { customerId } = useSession();
  return { ...useSWR<CustomerSettings>(customerId ? settingsKey(customerId) : null), customerId };
}

/** PUT /administration/{customerId}/settings (Admins only). */
export function saveCustomerSettings(customerId: string, settings: CustomerSettings): Promise<CustomerSettings> {
  return apiRequest<CustomerSettings>(settingsKey(customerId), { method: 'PUT', body: settings });
}

/** POST /administration/{customerId}/qr-labels/rotate (Admins only): every printed label stops working. */
export function rotateQrLabels(customerId: string): Promise<QrLabelRotation> {
  return apiRequest<QrLabelRotation>(`/administration/${segment(customerId)}/qr-labels/rotate`, { method: 'POST' });
}
