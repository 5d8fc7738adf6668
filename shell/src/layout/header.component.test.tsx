import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '@portal/shared/testing';
import { Header } from './header.component';

function renderHeader(onChangeLocation = vi.fn()) {
  renderWithPortal(
    <Header locationName="Bygning A" showCustomerSelect onChangeCustomer={vi.fn()} onChangeLocation={onChangeLocation} onLogout={vi.fn()} />,
  );
  return { menuButton: screen.getByRole('button', { name: 'Brugermenu' }), onChangeLocation };
}

describe('Header menu (narrow screens)', () => {
  it('names what it controls and moves focus into the panel when opened', async () => {
    const { menuButton } = renderHeader();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByRole('button', { name: 'Skift lokation' }))).toBe(true);

    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sprog' }));
  });

  it('keeps Tab inside the button and the panel, and Escape closes it with focus on the button', async () => {
    const { menuButton } = renderHeader();
    await userEvent.click(menuButton);
    const logout = screen.getByRole('button', { name: 'Log ud' });
    logout.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(menuButton);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(logout);

    await userEvent.keyboard('{Escape}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes before an action runs, leaving focus on the menu button for the dialog to return to', async () => {
    const { menuButton, onChangeLocation } = renderHeader();
    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('button', { name: 'Skift lokation' }));
    expect(onChangeLocation).toHaveBeenCalledTimes(1);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });
});
