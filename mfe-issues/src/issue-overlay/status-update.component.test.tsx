import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '@portal/shared/testing';
import { issueStatusFromDisplayed, issueStatusOptions, thermographyStatusFrom, thermographyStatusOptions } from './issue-status';
import { StatusUpdate } from './status-update.component';

function statusSelect(): HTMLSelectElement {
  return screen.getByLabelText('Status') as HTMLSelectElement;
}

function optionTexts(): string[] {
  return [...statusSelect().options].map((option) => option.textContent ?? '');
}

describe('issue status mapping (spec section 4)', () => {
  it("maps 'Fejl' to Error, 'Afluttet' to Completed and anything else to NoAction", () => {
    expect(issueStatusFromDisplayed('Fejl')).toBe('Error');
    expect(issueStatusFromDisplayed('Afluttet')).toBe('Completed');
    expect(issueStatusFromDisplayed('Afsluttet')).toBe('NoAction');
    expect(issueStatusFromDisplayed('Ingen fejl')).toBe('NoAction');
    expect(issueStatusFromDisplayed(null)).toBe('NoAction');
    // The API's own codes map to themselves.
    expect(issueStatusFromDisplayed('Error')).toBe('Error');
    expect(issueStatusFromDisplayed('Completed')).toBe('Completed');
    expect(thermographyStatusFrom('Created')).toBe('Created');
    expect(thermographyStatusFrom('Error')).toBe('NoAction');
  });
});

describe('StatusUpdate', () => {
  it('offers the clear entry and Error / NoAction / Completed with the spec wording; the clear entry resets to NoAction', async () => {
    const user = userEvent.setup();
    renderWithPortal(<StatusUpdate statuses={issueStatusOptions} initialStatus="Error" commentRule="issue" onSubmit={vi.fn()} />);
    expect(optionTexts()).toEqual(['Ryd valgte', 'Fejlhændelse', 'Ingen hændelse', 'Afsluttet']);
    expect(statusSelect().value).toBe('Error');

    await user.selectOptions(statusSelect(), 'Completed');
    expect(statusSelect().value).toBe('Completed');
    await user.selectOptions(statusSelect(), 'Ryd valgte');
    expect(statusSelect().value).toBe('NoAction');
  });

  it('offers NoAction / Completed / Created on the thermography overlay', () => {
    renderWithPortal(<StatusUpdate statuses={thermographyStatusOptions} initialStatus="Created" commentRule="thermography" onSubmit={vi.fn()} />);
    expect(optionTexts()).toEqual(['Ryd valgte', 'Ingen hændelse', 'Afsluttet', 'Oprettet']);
    expect(statusSelect().value).toBe('Created');
  });

  it('keeps the update button disabled until the comment has 15 characters, and while the update runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithPortal(<StatusUpdate statuses={issueStatusOptions} initialStatus="NoAction" commentRule="issue" onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Opdater status' }) as HTMLButtonElement;
    const comment = screen.getByLabelText('Kommentar (skal udfyldes)');

    expect(button.disabled).toBe(true);
    expect(screen.getByText('Kommentaren skal være mindst 15 tegn. 15 tegn mangler.')).toBeTruthy();
    await user.type(comment, 'For kort');
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Kommentaren skal være mindst 15 tegn. 7 tegn mangler.')).toBeTruthy();
    // Spaces at the ends do not count.
    await user.type(comment, '      ');
    expect(button.disabled).toBe(true);

    await user.clear(comment);
    await user.type(comment, 'Udbedret af montør');
    expect(button.disabled).toBe(false);
    expect(screen.getByText('Kommentaren opfylder kravet.')).toBeTruthy();
    await user.selectOptions(statusSelect(), 'Completed');

    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith('Completed', 'Udbedret af montør');
    expect((screen.getByRole('button', { name: 'Opdater status' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByText('Status er opdateret.')).toBeTruthy());
    expect((screen.getByLabelText('Kommentar (skal udfyldes)') as HTMLTextAreaElement).value).toBe('');
  });

  it('needs only a non-empty comment on the thermography overlay and shows the API message on failure', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@portal/shared');
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(400, 'The comment must not be empty', '/x')));
    renderWithPortal(<StatusUpdate statuses={thermographyStatusOptions} initialStatus="NoAction" commentRule="thermography" onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Opdater status' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('Kommentar (skal udfyldes)'), 'ok');
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(await screen.findByText('The comment must not be empty')).toBeTruthy();
  });
});
