import { useEffect, useState } from 'react';
import { useErrorMessage, useT, type SharedPage } from '@portal/shared/core';

/** One of the page's lists: the page shown, loading and failing as a person sees it. */
export function useSharedList<Row>(load: (page: number) => Promise<SharedPage<Row>>) {
  const t = useT();
  const errorText = useErrorMessage();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<SharedPage<Row> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    load(page)
      .then((answer) => {
        if (current) setData(answer);
      })
      .catch((failure: unknown) => {
        if (current) setError(errorText(failure, t('shell.share.failed')));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
    // `load` is remade each render; the page and the link decide what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  return { page, setPage, data, error, loading };
}
