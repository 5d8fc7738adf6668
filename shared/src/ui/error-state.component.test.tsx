import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { ErrorState } from './error-state.component';

describe('ErrorState', () => {
  it('says what failed as an alert and loads again on "Prøv igen"', async () => {
    const onRetry = vi.fn();
    renderWithPortal(<ErrorState error={new Error('network')} fallbackKey="files.deleteFailed" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Prøv igen');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button when nothing can be tried again', () => {
    renderWithPortal(<ErrorState error={new Error('network')} fallbackKey="files.deleteFailed" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
