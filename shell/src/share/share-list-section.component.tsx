import type { ReactNode } from 'react';
import { Spinner, useT, type SharedPage } from '@portal/shared/core';
import { SharePager } from './share-pager.component';
import styles from './share.module.css';

interface ListState<Row> {
  page: number;
  setPage: (page: number) => void;
  data: SharedPage<Row> | null;
  error: string | null;
  loading: boolean;
}

/** One of the page's lists: its heading with the count, loading, failure, empty, the table and its pages. */
export function ShareListSection<Row>({ id, title, empty, list, children }: { id: string; title: string; empty: string; list: ListState<Row>; children: (rows: Row[]) => ReactNode }) {
  const t = useT();
  let body;
  if (list.error) {
    body = (
      <p className={styles.error} role="alert">
        {list.error}
      </p>
    );
  } else if (!list.data) body = <Spinner label={t('shell.share.loading')} />;
  else if (list.data.rows.length === 0) body = <p>{empty}</p>;
  else {
    body = (
      <>
        {children(list.data.rows)}
        <SharePager page={list.page} pageSize={list.data.pageSize} total={list.data.total} onPage={list.setPage} />
      </>
    );
  }
  return (
    <section aria-labelledby={id} className={styles.section} aria-busy={list.loading}>
      <h2 id={id}>
        {title}
        {list.data ? <span className={styles.count}> ({list.data.total})</span> : null}
      </h2>
      {body}
    </section>
  );
}
