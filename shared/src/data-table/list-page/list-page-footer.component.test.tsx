import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../testing/render-with-portal';
import { ListPageFooter } from './list-page-footer.component';
import { useListPage } from './use-list-page';

/** A list page without its table: the test says when the table has been laid out. */
let settle: (() => void) | undefined;
let select: ((ids: string[]) => void) | undefined;
function Page({ listFailed }: { listFailed?: boolean }) {
  const page = useListPage();
  settle = page.tableProps.onLayoutSettled;
  select = page.selection.setSelectedIds;
  return <ListPageFooter page={page} rowCount={3} onRequestBundle={async () => undefined} listFailed={listFailed} />;
}

/** Whether the footer is painted (the kit hides it with a class whose rule is `visibility: hidden`). */
const hidden = () => Boolean(screen.getByRole('button', { name: 'Download rapporter' }).closest('[class*="pending"]'));

describe('ListPageFooter (layout shift)', () => {
  it('stays invisible until the table reports its first rows laid out', () => {
    renderWithPortal(<Page />);
    expect(hidden()).toBe(true);
    act(() => settle?.());
    expect(hidden()).toBe(false);
  });

  it('shows at once when the list could not be loaded (no table to wait for)', () => {
    renderWithPortal(<Page listFailed />);
    expect(hidden()).toBe(false);
  });
});

describe('ListPageFooter (selection bar)', () => {
  it('becomes the bar that stays in view once rows are selected, and stops being it when none are', () => {
    renderWithPortal(<Page />);
    act(() => settle?.());
    const bar = screen.getByTestId('list-selection-bar');
    expect(bar.className).not.toMatch(/selecting/);
    act(() => select?.(['1', '2']));
    expect(bar.className).toMatch(/selecting/);
    expect(screen.getByText('2 valgt')).toBeTruthy();
    act(() => select?.([]));
    expect(bar.className).not.toMatch(/selecting/);
  });
});
