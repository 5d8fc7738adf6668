import styles from './compact-table.module.css';

/** A compact table's cell of two lines: what the row is (a unit) and, smaller, where it is (its location). */
export function TwoLineCell({ primary, secondary }: { primary: string; secondary?: string | null | undefined }) {
  return (
    <>
      <span className={styles.primary}>{primary}</span>
      {secondary ? <span className={styles.secondary}>{secondary}</span> : null}
    </>
  );
}

/** A long text (a note) cut after three lines at a word, whole in its tooltip. */
export function ClampedText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <span className={styles.clamped} title={text}>
      {text}
    </span>
  );
}
