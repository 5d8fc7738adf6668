import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { Modal } from './modal.component';

describe('Modal', () => {
  it('is a labelled dialog that Escape and the close button close', async () => {
    const onClose = vi.fn();
    renderWithPortal(
      <Modal open title="Vælg lokation" onClose={onClose} bodyMaxHeight="48rem">
        <input aria-label="Søg" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vælg lokation' });
    expect(dialog).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Luk' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Luk' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    renderWithPortal(
      <Modal open={false} title="x" onClose={() => undefined}>
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
