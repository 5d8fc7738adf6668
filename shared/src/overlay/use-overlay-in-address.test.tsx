import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchOverlayClose, dispatchOverlayOpen, subscribeOverlayClose } from '../events/portal-events';
import { useOverlayInAddress } from './use-overlay-in-address';

interface Row {
  id: number;
  number: string;
}
const rows: Row[] = [
  { id: 41, number: 'F-10421-0002' },
  { id: 42, number: 'F-10421-0003' },
];
const openRow = (row: Row) => dispatchOverlayOpen({ type: 'issue', props: { issueId: row.id } });

let address = '';
function Page({ loading = false, open = openRow }: { loading?: boolean; open?: (row: Row) => void }) {
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  useOverlayInAddress({ type: 'issue', rows: loading ? undefined : rows, keyOf: (row: Row) => row.number, isRowOf: (row, props) => row.id === props.issueId, open });
  return null;
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('useOverlayInAddress', () => {
  it('puts the opened fault in the address and takes it out again on close', () => {
    render(
      <MemoryRouter initialEntries={['/aktuelle-fejl?tableSearchQuery=EL']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => openRow({ id: 42, number: 'F-10421-0003' }));
    expect(address).toBe('/aktuelle-fejl?tableSearchQuery=EL&fejl=F-10421-0003');
    act(() => dispatchOverlayClose());
    expect(address).toBe('/aktuelle-fejl?tableSearchQuery=EL');
  });

  it('opens the overlay an address names once the rows are there, and closes it when the parameter goes', () => {
    const open = vi.fn(openRow);
    const closed = vi.fn();
    cleanups.push(subscribeOverlayClose(closed));
    const view = render(
      <MemoryRouter initialEntries={['/aktuelle-fejl?fejl=F-10421-0003']}>
        <Page loading open={open} />
      </MemoryRouter>,
    );
    expect(open).not.toHaveBeenCalled();
    view.rerender(
      <MemoryRouter initialEntries={['/aktuelle-fejl?fejl=F-10421-0003']}>
        <Page open={open} />
      </MemoryRouter>,
    );
    expect(open).toHaveBeenCalledWith(rows[1]);
    // Opened from the address: no second history entry, the address stays as it was.
    expect(address).toBe('/aktuelle-fejl?fejl=F-10421-0003');
    act(() => dispatchOverlayClose());
    expect(address).toBe('/aktuelle-fejl');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a number that is not in the list', () => {
    const open = vi.fn(openRow);
    render(
      <MemoryRouter initialEntries={['/aktuelle-fejl?fejl=F-99999-0001']}>
        <Page open={open} />
      </MemoryRouter>,
    );
    expect(open).not.toHaveBeenCalled();
  });
});
