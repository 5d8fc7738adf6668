import { useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { apiRequest, authenticate, setActiveLocation, signOut, storeToken, useSession } from '@portal/shared/core';
import type { LocationNode } from '../contract';
import type { RemoteDescriptor } from '../composition/remote-descriptor';

/**
 * Standalone run of one remote (`npm run dev -w mfe-x`): signs in against the API, makes the
 * first location active when none is, and mounts the remote through its `embed` entry, the same
 * way the provider's own tools do. Developer-only, so its texts are not in the dictionary.
 */
export function runDevHarness(descriptor: RemoteDescriptor, element: HTMLElement, path?: string): void {
  // Set through the DOM, not a style attribute in index.html: the Content-Security-Policy allows no inline styles.
  Object.assign(document.body.style, { margin: '0', fontFamily: 'system-ui, sans-serif', background: '#f4f6f8' });
  createRoot(element).render(<DevHarness descriptor={descriptor} path={path} />);
}

function DevHarness({ descriptor, path }: { descriptor: RemoteDescriptor; path: string | undefined }) {
  const { token, locationCode, customerId } = useSession();
  const [mountPoint, setMountPoint] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!token || locationCode || !customerId) {
      return;
    }
    apiRequest<LocationNode[]>(`/location/${encodeURIComponent(customerId)}/locations`)
      .then((locations) => locations[0] && setActiveLocation(locations[0].code))
      .catch((error: unknown) => console.error(error));
  }, [token, locationCode, customerId]);

  useEffect(() => {
    if (!mountPoint || !token) {
      return undefined;
    }
    let unmount: (() => void) | undefined;
    let cancelled = false;
    descriptor
      .embed(mountPoint, { path })
      .then((done) => (cancelled ? done() : (unmount = done)))
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [descriptor, mountPoint, token, path]);

  if (!token) {
    return <DevSignIn />;
  }
  return (
    <div>
      <p style={{ font: '13px monospace', background: '#fff3cd', padding: '0.5rem', margin: 0 }}>
        {descriptor.name} standalone · customer {customerId} · location {locationCode ?? '…'} ·{' '}
        <button type="button" onClick={signOut}>
          sign out
        </button>
      </p>
      <div ref={setMountPoint} style={{ padding: '1.5rem' }} />
    </div>
  );
}

function DevSignIn() {
  const [email, setEmail] = useState('demo@example.com');
  const [password, setPassword] = useState('demo1234');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    authenticate({ email, password })
      .then(({ token }) => storeToken(token))
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  };
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: '0.5rem', maxWidth: '20rem', margin: '2rem' }}>
      <strong>Dev harness sign-in (needs the API on :8080)</strong>
      <input aria-label="E-mail" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input aria-label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit">Sign in</button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}
