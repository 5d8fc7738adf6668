import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { ApiError } from '../api/api-error';
import { UploadModal, type UploadModalProps } from './upload-modal.component';
import { maxUploadCommentLength } from '../contract/uploads.rules.js';
import { maxUploadBytes } from './upload-validation';

function file(name: string, type: string, size = 10): File {
  const value = new File(['x'.repeat(Math.min(size, 10))], name, { type });
  // Sparing the test a 100 MB buffer: only the reported size matters.
  Object.defineProperty(value, 'size', { value: size });
  return value;
}

// The browse input accepts only the allowed types; applyAccept off lets a wrong type reach our own check.
const user = () => userEvent.setup({ applyAccept: false });

function renderModal(onUpload: Mock<UploadModalProps['onUpload']> = vi.fn(() => Promise.resolve()), onClose = vi.fn()) {
  renderWithPortal(<UploadModal open onClose={onClose} onUpload={onUpload} />);
  return { onUpload, onClose, input: screen.getByLabelText('Vælg filer') as HTMLInputElement, uploadButton: () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement };
}

describe('UploadModal', () => {
  it('is titled Upload fil and states the size limit', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Upload fil' })).toBeTruthy();
    expect(screen.getByText('Maks filstørrelse: 100MB')).toBeTruthy();
    expect(screen.getByLabelText('Vælg filer').getAttribute('multiple')).not.toBeNull();
  });

  it('rejects names with spaces or dots with the alert, and uploads nothing', async () => {
    const { onUpload, input, uploadButton } = renderModal();
    await user().upload(input, [file('my file.pdf', 'application/pdf'), file('rapport.v2.pdf', 'application/pdf')]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Fil er ikke valid: my file.pdf');
    expect(alert.textContent).toContain('Fil er ikke valid: rapport.v2.pdf');
    expect(screen.queryByRole('list', { name: 'Valgte filer' })).toBeNull();
    expect(uploadButton().disabled).toBe(true);
    await user().click(uploadButton());
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('says what a name may hold and offers "Omdøb og upload", which leaves out the other characters and uploads', async () => {
    const { onUpload, onClose, input } = renderModal();
    await user().upload(input, [file('IMG_1234.jpg', 'image/jpeg'), file('Tavle.png', 'image/png')]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Fil er ikke valid: IMG_1234.jpg → IMG1234.jpg');
    expect(alert.textContent).toContain('Filnavne må kun bestå af bogstaver og tal');
    await user().click(screen.getByRole('button', { name: 'Omdøb og upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    const [sent] = onUpload.mock.calls[0] ?? [];
    expect(sent?.map((chosen) => [chosen.name, chosen.type])).toEqual([
      ['Tavle.png', 'image/png'],
      ['IMG1234.jpg', 'image/jpeg'],
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('takes dropped files through the same checks', () => {
    renderModal();
    const dropZone = screen.getByText('Træk filer hertil, eller').parentElement as HTMLElement;
    fireEvent.drop(dropZone, { dataTransfer: { files: [file('tegning.png', 'image/png'), file('tegning 2.png', 'image/png')] } });
    expect(screen.getByRole('list', { name: 'Valgte filer' }).textContent).toContain('tegning.png');
    expect(screen.getByRole('alert').textContent).toContain('Fil er ikke valid: tegning 2.png → tegning2.png');
  });

  it('rejects a file type that is not allowed', async () => {
    const { input } = renderModal();
    await user().upload(input, file('noter.txt', 'text/plain'));
    expect(screen.getByRole('alert').textContent).toBe('Fil er ikke valid: noter.txtTilladte filtyper: png, jpg, jpeg, pdf, doc, docx.');
    expect(screen.queryByText('noter.txt')).toBeNull();
    // A type cannot be fixed by a new name.
    expect(screen.queryByRole('button', { name: 'Omdøb og upload' })).toBeNull();
  });

  it('disables Upload with the size message for a file over 100,000,000 bytes, until it is removed', async () => {
    const { input, uploadButton } = renderModal();
    await user().upload(input, [file('stor.pdf', 'application/pdf', maxUploadBytes + 1), file('lille.pdf', 'application/pdf')]);
    expect(screen.getByText('Grænse for filstørrelse er overskredet')).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);

    await user().click(screen.getByRole('button', { name: 'Fjern stor.pdf' }));
    expect(screen.queryByText('Grænse for filstørrelse er overskredet')).toBeNull();
    expect(uploadButton().disabled).toBe(false);
  });

  it('uploads valid files with the comment, shows the progress and closes', async () => {
    let report: (fraction: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const onUpload = vi.fn((_files: File[], _comment: string, onProgress: (fraction: number) => void) => {
      report = onProgress;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const { input, uploadButton, onClose } = renderModal(onUpload);
    const photo = file('Måling1.jpg', 'image/jpeg');
    const report1 = file('rapport.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    await user().upload(input, [photo, report1]);
    expect(screen.getByRole('list', { name: 'Valgte filer' }).textContent).toContain('Måling1.jpg');
    await user().type(screen.getByLabelText('Kommentar (valgfri)'), 'Efter service');
    await user().click(uploadButton());

    expect(onUpload).toHaveBeenCalledWith([photo, report1], 'Efter service', expect.any(Function));
    const progressbar = screen.getByRole('progressbar', { name: 'Upload-fremskridt' });
    expect(progressbar.getAttribute('aria-valuenow')).toBe('0');
    expect(uploadButton().getAttribute('aria-busy')).toBe('true');
    report(0.42);
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42'));

    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the API error and keeps the chosen files', async () => {
    const onUpload = vi.fn(() => Promise.reject(new ApiError(413, 'Filen er for stor til serveren', '/issue/1/uploadFiles/7/')));
    const { input, uploadButton, onClose } = renderModal(onUpload);
    await user().upload(input, file('rapport.pdf', 'application/pdf'));
    await user().click(uploadButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Filen er for stor til serveren');
    expect(screen.getByRole('list', { name: 'Valgte filer' }).textContent).toContain('rapport.pdf');
    expect(uploadButton().disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('requires a comment when told to', async () => {
    const onUpload = vi.fn(() => Promise.resolve());
    renderWithPortal(<UploadModal open onClose={vi.fn()} onUpload={onUpload} commentRequired />);
    await user().upload(screen.getByLabelText('Vælg filer'), file('rapport.pdf', 'application/pdf'));
    const uploadButton = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(uploadButton.disabled).toBe(true);
    await user().type(screen.getByLabelText('Kommentar (skal udfyldes)'), 'Ny tegning');
    expect(uploadButton.disabled).toBe(false);
  });

  it('bounds the comment at the upload comment limit the API keeps (4,000 characters)', () => {
    renderModal();
    expect(maxUploadCommentLength).toBe(4000);
    expect((screen.getByLabelText('Kommentar (valgfri)') as HTMLTextAreaElement).maxLength).toBe(maxUploadCommentLength);
  });
});
