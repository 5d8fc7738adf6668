import useSWR from 'swr';
import { apiRequest, swrKeys, uploadWithProgress, useSession, type LocationDetails, type LocationFile } from '@portal/shared';

/** GET /location/{customerId}/location/{code} for the active location. */
export function useActiveLocationDetails() {
  const { customerId, locationCode } = useSession();
  // A shared key: the revalidation map reloads it after an issue status change (key numbers).
  const key = customerId && locationCode ? swrKeys.locationDetails(customerId, locationCode) : null;
  return { ...useSWR<LocationDetails>(key), hasLocation: key !== null };
}

/** GET /location/{customerId}/location/{code}/files: the active location's documents. */
export function useLocationFiles() {
  const { customerId, locationCode } = useSession();
  const key = customerId && locationCode ? swrKeys.locationFiles(customerId, locationCode) : null;
  return useSWR<LocationFile[]>(key);
}

/** PUT multipart .../uploadFiles (parts `files`, the comment as the field `commentFile`). */
export async function uploadLocationFiles(
  customerId: string,
  code: string,
  files: readonly File[],
  comment: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  if (comment.trim()) {
    form.append('commentFile', comment.trim());
  }
  for (const file of files) {
    form.append('files', file, file.name);
  }
  await uploadWithProgress(`/location/${encodeURIComponent(customerId)}/location/${encodeURIComponent(code)}/uploadFiles`, form, { method: 'PUT', onProgress });
}

/** DELETE .../location/{code}/deletefile/{fileName}. */
export function deleteLocationFile(customerId: string, code: string, fileName: string): Promise<void> {
  return apiRequest<undefined>(`/location/${encodeURIComponent(customerId)}/location/${encodeURIComponent(code)}/deletefile/${encodeURIComponent(fileName)}`, {
    method: 'DELETE',
  });
}
