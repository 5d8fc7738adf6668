import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { dispatchDataChanged } from '../events/portal-events';
import { useDataRevalidation } from './data-revalidation';
import { swrKeys } from './swr-keys';

const keys = {
  tree: swrKeys.locationTree('c-1'),
  details: swrKeys.locationDetails('c-1', 'NE-111'),
  currentList: '/issue/c-1/location/NE-111/issues/1900-01-01/3000-01-01/NoAction',
  thermographyList: '/issue/c-1/location/NE-111/ThermographyIssue/1900-01-01/3000-01-01/NoAction',
  issueDetails: swrKeys.issueDetails('c-1', 18, 'NE-111'),
};

function Reader({ name, swrKey, counts }: { name: string; swrKey: unknown; counts: Map<string, number> }) {
  const { data } = useSWR(swrKey as string, () => {
    const next = (counts.get(name) ?? 0) + 1;
    counts.set(name, next);
    return next;
  });
  return <p data-testid={name}>{data ?? '-'}</p>;
}

/** Two roots on one page, as the shell and a remote: each renders the listener, they share one cache. */
function Root({ counts, names }: { counts: Map<string, number>; names: (keyof typeof keys)[] }) {
  useDataRevalidation();
  return names.map((name) => <Reader key={name} name={name} swrKey={keys[name]} counts={counts} />);
}

describe('useDataRevalidation', () => {
  it('revalidates, once per change, what the revalidation map lists for the domain, in every root', async () => {
    const counts = new Map<string, number>();
    const cache = new Map();
    const config = { provider: () => cache, dedupingInterval: 0 };
    render(
      <SWRConfig value={config}>
        <Root counts={counts} names={['currentList', 'thermographyList', 'issueDetails']} />
      </SWRConfig>,
    );
    render(
      <SWRConfig value={config}>
        <Root counts={counts} names={['tree', 'details']} />
      </SWRConfig>,
    );
    for (const name of Object.keys(keys)) {
      await waitFor(() => expect(screen.getByTestId(name).textContent).toBe('1'));
    }

    act(() => dispatchDataChanged({ domain: 'issue-status' }));
    for (const name of ['currentList', 'thermographyList', 'tree', 'details']) {
      await waitFor(() => expect(screen.getByTestId(name).textContent, name).toBe('2'));
    }
    // The writer put the update's answer into the details itself: no second fetch of it.
    expect(counts.get('issueDetails')).toBe(1);

    act(() => dispatchDataChanged({ domain: 'issue-files' }));
    await waitFor(() => expect(screen.getByTestId('currentList').textContent).toBe('3'));
    expect(counts.get('tree')).toBe(2);
    expect(counts.get('details')).toBe(2);
  });
});
