import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../api/runtime-config';
import { renderWithPortal } from '../testing/render-with-portal';
import { makeToken } from '../testing/make-token';
import { signOut, storeToken } from '../session/session-store';
import { ExportMenu, exportQuery } from './export-menu.component';

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('ExportMenu', () => {
  let fetch: ReturnType<typeof vi.fn>;
  let clicked: string[];

  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'https://portal.example/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    storeToken(makeToken());
    fetch = vi.fn(async () => new Response(JSON.stringify({ url: '/api/export/download/a.b.c/faults-2026-11-27.csv' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    signOut();
  });

  it('leaves empty parameters out of the query', () => {
    expect(exportQuery({ location: 'L1', q: '', sort: undefined, months: 12 })).toBe('?location=L1&months=12');
    expect(exportQuery({})).toBe('');
  });

  it('is a menu button: ArrowDown opens it on CSV, the arrows move, Escape closes it and the focus returns', () => {
    renderWithPortal(<ExportMenu customerId="7" list="faults" params={{ location: 'L1' }} />);
    const button = screen.getByRole('button', { name: 'Eksportér' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['CSV', 'Excel (XLSX)']);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[1]);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[1] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]);

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('asks the API for a signed link with the parameters and lets the browser download it', async () => {
    renderWithPortal(<ExportMenu customerId="7" list="inspections" params={{ location: 'L1', from: '2026-01-01', to: '2026-12-31', status: 'URGENT', q: 'tavle', sort: 'due', dir: 'desc' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eksportér' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(screen.getByRole('button', { name: 'Forbereder eksport …' }).getAttribute('aria-busy')).toBe('true');
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://portal.example/api/export/7/inspections.xlsx/link?location=L1&from=2026-01-01&to=2026-12-31&status=URGENT&q=tavle&sort=due&dir=desc');
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(clicked).toEqual(['https://portal.example/api/export/download/a.b.c/faults-2026-11-27.csv']);
    expect(screen.getByRole('button', { name: 'Eksportér' }).getAttribute('aria-busy')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Eksportér' }));
  });

  it('shows why when the export cannot be made', async () => {
    fetch.mockImplementation(async () => new Response(JSON.stringify({ message: "Unknown sort column 'x'" }), { status: 400 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPortal(<ExportMenu customerId="7" list="faults" params={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eksportér' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe("Unknown sort column 'x'");
    expect(clicked).toEqual([]);
  });

  it('is disabled without a customer or while the list has not loaded', () => {
    renderWithPortal(<ExportMenu customerId={null} list="faults" params={{}} />);
    expect((screen.getByRole('button', { name: 'Eksportér' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
