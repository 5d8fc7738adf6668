import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '@portal/shared/testing';
import { tokenFromHash } from './password-link.resource';
import { SetPasswordPage } from './set-password.page';

describe('SetPasswordPage', () => {
  it('reads the token from the fragment only', () => {
    expect(tokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#other=1')).toBeNull();
  });

  it('without a token says the link is gone and offers a new one', async () => {
    renderWithPortal(<SetPasswordPage />, { route: '/set-password' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Linket er udløbet eller allerede brugt.');
    expect(screen.getByRole('link', { name: 'Bestil et nyt link' }).getAttribute('href')).toBe('/glemt-adgangskode');
  });
});
