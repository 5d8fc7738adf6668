import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button, ErrorState, FileList, Spinner, UploadModal, dispatchDataChanged, swrKeys, useSession, useT, type FileListItem } from '@portal/shared';
import { deleteLocationFile, uploadLocationFiles, useLocationFiles } from './location.resource';
import styles from './location.module.css';

/**
 * The documents block of /lokation (spec section 2): an upload button with the shared upload modal and
 * the location's files; each opens in a new tab, and its trash icon asks first, then shows a spinner
 * while the file is deleted, after which the list reloads.
 */
export function LocationDocuments() {
  const t = useT();
  const { customerId, locationCode } = useSession();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useLocationFiles();
  const [uploadOpen, setUploadOpen] = useState(false);

  const reload = async () => {
    if (customerId && locationCode) {
      await mutate(swrKeys.locationFiles(customerId, locationCode));
    }
    dispatchDataChanged({ domain: 'location-files' });
  };

  const items: FileListItem[] = (data ?? []).map((file) => ({
    id: file.fileName,
    url: file.url,
    displayName: file.displayName,
    ...(file.shortDescription ? { shortDescription: file.shortDescription } : {}),
  }));

  return (
    <section className={styles.documents} aria-labelledby="location-documents-title" data-testid="location-documents">
      <div className={styles.documentsHeader}>
        <h2 id="location-documents-title" className={styles.documentsTitle}>
          {t('locations.documents.title')}
        </h2>
        <Button variant="secondary" onClick={() => setUploadOpen(true)} disabled={!customerId || !locationCode}>
          {t('locations.documents.upload')}
        </Button>
      </div>
      {error ? (
        <ErrorState error={error} fallbackKey="locations.documents.loadError" />
      ) : isLoading && !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <FileList
          items={items}
          onDelete={async (item) => {
            if (customerId && locationCode) {
              await deleteLocationFile(customerId, locationCode, item.id);
              await reload();
            }
          }}
        />
      )}
      <UploadModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUpload={async (files, comment, onProgress) => {
          if (customerId && locationCode) {
            await uploadLocationFiles(customerId, locationCode, files, comment, onProgress);
            await reload();
          }
        }}
      />
    </section>
  );
}
