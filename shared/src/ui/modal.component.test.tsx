import { useState } from 'react';
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
    // The body's first control gets focus (a picker's search box), not the close button.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Søg' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Luk' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the element that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Åbn
          </button>
          <Modal open={open} title="Vælg kunde" onClose={() => setOpen(false)}>
            <input aria-label="Søg" />
          </Modal>
        </>
      );
    }
    renderWithPortal(<Opener />);
    const opener = screen.getByRole('button', { name: 'Åbn' });
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Søg' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
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
