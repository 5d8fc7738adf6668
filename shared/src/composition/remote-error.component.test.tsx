import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCulture } from '../i18n/culture-store';
import { RemoteError } from './remote-error.component';
import { IncompatibleRemoteError } from './incompatible-remote.error';
import { remoteErrorTexts } from './remote-error.texts';

function chunkLoadError(): Error {
  const error = new Error('Loading css chunk 757 failed.\n(error: http://localhost/mfe/issues/757.css)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('RemoteError', () => {
  afterEach(() => {
    act(() => setCulture('da-dk'));
  });

  it('says in Danish that the server could not be reached, not the English chunk error, and offers "Prøv igen"', async () => {
    const retry = vi.fn();
    render(<RemoteError error={chunkLoadError()} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Denne del af portalen kunne ikke indlæses.');
    expect(alert.textContent).toContain('Serveren kunne ikke nås. Tjek forbindelsen, og prøv igen.');
    expect(alert.textContent).not.toContain('chunk');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('follows the active language', () => {
    render(<RemoteError error={chunkLoadError()} onRetry={() => undefined} />);
    act(() => setCulture('de-de'));
    expect(screen.getByRole('alert').textContent).toContain('Der Server ist nicht erreichbar.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('shows the detail of any other error, and no button without onRetry', () => {
    render(<RemoteError error={new Error('descriptor of mfe_x is invalid')} />);
    expect(screen.getByRole('alert').textContent).toContain('descriptor of mfe_x is invalid');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("has the same texts as shared's translations, where the rest of the portal reads them", () => {
    for (const [culture, texts] of Object.entries(remoteErrorTexts)) {
      const file = path.resolve(import.meta.dirname, '../../translations', `${culture}.json`);
      const dictionary = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [key, text] of Object.entries(texts)) {
        expect(dictionary[key], `${culture}: ${key}`).toBe(text);
      }
    }
  });
});

describe('RemoteError for a remote of another contract major', () => {
  afterEach(() => {
    act(() => setCulture('da-dk'));
  });

  it('says so in the active language, with both versions, and offers no retry', () => {
    render(<RemoteError error={new IncompatibleRemoteError('mfe_x', '2.0.0', '1.0.0')} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('bygget til en anden version af portalen (kontrakt 2.0.0, portalen har 1.0.0)');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => setCulture('en-gb'));
    expect(screen.getByRole('alert').textContent).toContain('built for another version of the portal (contract 2.0.0, the portal has 1.0.0)');
  });
});

describe('RemoteError for a remote of another Module Federation major', () => {
  afterEach(() => {
    act(() => setCulture('da-dk'));
  });

  it('names Module Federation and both versions in the active language, and offers no retry', () => {
    render(<RemoteError error={new IncompatibleRemoteError('mfe_x', '3.0.0', '2.9.2', 'federation')} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('bygget med en anden version af Module Federation (3.0.0, portalen har 2.9.2)');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => setCulture('de-de'));
    expect(screen.getByRole('alert').textContent).toContain('mit einer anderen Version von Module Federation erstellt (3.0.0, das Portal hat 2.9.2)');
  });
});
