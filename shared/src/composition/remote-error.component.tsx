import styles from './remote-error.module.css';

interface RemoteErrorProps {
  /** Shown under the title; technical detail for support. */
  detail?: string;
}

/**
 * The message a part of the portal shows when it could not load. Works without a dictionary
 * (it may be the dictionary that failed), so it carries its own three-language text.
 */
export function RemoteError({ detail }: RemoteErrorProps) {
  return (
    <div role="alert" className={styles.remoteError}>
      <strong>Denne del af portalen kunne ikke indlæses.</strong>
      <span lang="en"> This part of the portal could not be loaded.</span>
      <span lang="de"> Dieser Teil des Portals konnte nicht geladen werden.</span>
      {detail ? <small className={styles.detail}>{detail}</small> : null}
    </div>
  );
}
