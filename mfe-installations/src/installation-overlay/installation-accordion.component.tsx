import { useId, useState, type ReactNode } from 'react';
import styles from './installation-overlay.module.css';

interface Props {
  title: string;
  count: number;
  children: ReactNode;
}

/** One section of the installation overlay: a header button that opens its list; disabled when the list is empty (spec section 2). */
export function InstallationAccordion({ title, count, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const empty = count === 0;
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open && !empty}
          aria-controls={panelId}
          disabled={empty}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{title}</span>
          <span className={styles.count}>{count}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open || empty} className={styles.panel}>
        {children}
      </div>
    </section>
  );
}
