import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { RemoteError, Spinner, useT, type ParcelProps } from '@portal/shared';
import styles from './remote-parcel.module.css';
import { loadRemoteDescriptor } from './remote-loader';

interface RemoteParcelProps {
  remote: string;
  kind: 'overlays' | 'widgets';
  id: string;
  parcelProps?: ParcelProps;
  /** Called once the parcel is mounted (the overlay host stops its spinner then). */
  onMounted?: () => void;
}

/** Mounts one parcel of a remote (an overlay or a dashboard widget) in its own error area. */
export function RemoteParcel({ remote, kind, id, parcelProps, onMounted }: RemoteParcelProps) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const [failure, setFailure] = useState<unknown>(null);
  /** Raised by "Prøv igen": mounts the parcel again (a failed load is not cached, so it is fetched again). */
  const [attempt, setAttempt] = useState(0);
  const onMountedRef = useRef(onMounted);
  onMountedRef.current = onMounted;

  useEffect(() => {
    let parcel: Parcel | null = null;
    let cancelled = false;
    setState('loading');
    loadRemoteDescriptor(remote)
      .then(async (descriptor) => {
        const load = descriptor[kind][id];
        if (!load) {
          throw new Error(`${remote} provides no ${kind} parcel '${id}'`);
        }
        const config = await load();
        if (cancelled || !containerRef.current) {
          return;
        }
        parcel = mountRootParcel(config, { domElement: containerRef.current, ...parcelProps });
        return parcel.mountPromise.then(() => {
          if (!cancelled) {
            setState('mounted');
            onMountedRef.current?.();
          }
        });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) {
          setFailure(error);
          setState('failed');
        }
      });
    return () => {
      cancelled = true;
      if (parcel && parcel.getStatus() === 'MOUNTED') {
        void parcel.unmount();
      }
    };
    // parcelProps are read once per mount: a new overlay opens a new parcel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, kind, id, attempt]);

  return (
    <div data-remote={remote} data-parcel={`${kind}:${id}`} className={styles.parcel}>
      {/* Out of the flow: the parcel renders beneath it while this is still shown, and the two together made a
          dashboard card taller for a moment (a layout shift of everything below it). */}
      {state === 'loading' ? (
        <div className={styles.loading}>
          <Spinner label={t('common.loading')} />
        </div>
      ) : null}
      {state === 'failed' ? <RemoteError error={failure} onRetry={() => setAttempt((current) => current + 1)} /> : null}
      <div ref={containerRef} />
    </div>
  );
}
