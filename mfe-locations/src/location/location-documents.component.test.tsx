import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setActiveLocation, signOut, storeToken, type LocationFile } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { LocationDocuments } from './location-documents.component';

const file = (values: Partial<LocationFile>): LocationFile => ({
  url: '/api/download/abc',
  displayName: 'Brandplan.pdf',
  fileName: 'Brandplan.pdf',
  shortDescription: null,
  ...values,
});

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setActiveLocation('NE-111');
});

afterEach(() => signOut());

describe('LocationDocuments', () => {
  it('lists the documents as links that open in a new tab, each with a delete button, and offers the upload', async () => {
    renderWithPortal(<LocationDocuments />, {
      route: '/lokation',
      swrFallback: {
        '/location/1/location/NE-111/files': [file({}), file({ displayName: 'Foto.png', fileName: 'Foto.png', url: '/api/download/foto.png', shortDescription: 'Tavle 2' })],
      },
    });
    const block = screen.getByTestId('location-documents');
    expect(within(block).getByRole('heading', { level: 2, name: 'Filer' })).toBeTruthy();
    expect(within(block).getByRole('button', { name: 'Upload fil' })).toBeTruthy();
    const link = (await within(block).findByText('Brandplan.pdf')).closest('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(within(block).getByText('Tavle 2')).toBeTruthy();
    expect(within(block).getAllByRole('button', { name: /Slet/ })).toHaveLength(2);
  });

  it('says so when the location has no documents', async () => {
    renderWithPortal(<LocationDocuments />, { route: '/lokation', swrFallback: { '/location/1/location/NE-111/files': [] } });
    expect(await screen.findByText('Der er ingen filer.')).toBeTruthy();
  });
});
