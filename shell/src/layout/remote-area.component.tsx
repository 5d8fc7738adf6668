import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '@portal/shared';
import { getRemoteOutlet } from '../composition/remote-outlet';
import { useRemotes } from '../composition/remotes-context';
import { findRemoteForPath, matchesRoute } from '../composition/route-match';
import { RequireAdmin } from '../routing/require-admin.component';
import styles from './layout.module.css';

/** Hosts the outlet that single-spa mounts remote applications into. */
function RemoteOutletHost() {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    host?.appendChild(getRemoteOutlet());
    return () => {
      if (host?.contains(getRemoteOutlet())) {
        host.removeChild(getRemoteOutlet());
      }
    };
  }, []);
  return <div ref={hostRef} className={styles.remoteArea} />;
}

/** Every route the shell does not own: a remote's page, or 'page not found'. */
export function RemoteArea() {
  const t = useT();
  const { pathname } = useLocation();
  const remotes = useRemotes();
  const remote = findRemoteForPath(remotes, pathname);

  if (!remote) {
    return (
      <section className={styles.page}>
        <h1>{t('shell.notFound.title')}</h1>
        <p>{t('shell.notFound.text')}</p>
      </section>
    );
  }
  const route = remote.routes.find((candidate) => matchesRoute(pathname, candidate.path));
  const outlet = <RemoteOutletHost />;
  return route?.requiresAdmin ? <RequireAdmin>{outlet}</RequireAdmin> : outlet;
}
