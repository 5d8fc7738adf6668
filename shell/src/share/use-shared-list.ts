import { useEffect, useState } from 'react';
import { useErrorMessage, useT, type SharedPage } from '@portal/shared/core';
import { fetchList, type ShareAccess, type SharedListKind } from './share.resource';

/** One of the page's lists: the page shown, loading and failing as a person sees it (in the language shown now). */
export function useSharedList<Row>(access: ShareAccess, kind: SharedListKind) {
  const t = useT();
  const errorText = useErrorMessage();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<SharedPage<Row> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const { token, key } = access;

  useEffect(() => {
    let current = true;
    setLoading(true);
    setFailure(null);
    fetchList<Row>({ token, key }, kind, page)
      .then((answer) => {
        if (current) setData(answer);
      })
      .catch((error: unknown) => {
        if (current) setFailure(error ?? new Error('failed'));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [token, key, kind, page]);

  return { page, setPage, data, error: failure === null ? null : errorText(failure, t('shell.share.failed')), loading };
}
