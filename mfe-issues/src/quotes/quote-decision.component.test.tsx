import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut, storeToken, type Quote } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { QuoteDecisionDialog } from './quote-decision.component';

const quote: Quote = {
  id: 7,
  number: 'TB-2026-0141',
  title: 'Udskiftning af detektorer',
  amountMinor: 1245050,
  currency: 'DKK',
  validUntil: '2026-12-27',
  status: 'Pending',
  locationCode: 'NE-1',
  locationName: 'Nordhavn',
  issues: [{ id: 1, number: 'F-1' }],
  hasPdf: true,
  decision: null,
};

beforeEach(() => storeToken(makeToken({ CustomerId: '1', EmployeeId: '1', EmployeeName: 'Anna Admin' })));
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('QuoteDecisionDialog', () => {
  it('approve: the name is prefilled, the terms must be accepted, and the PO number goes with it', async () => {
    const sent = vi.fn(async (url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(String(url).includes('/quote/') ? { ...quote, status: 'Approved' } : { apiBaseUrl: '/api' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', sent);
    const onDecided = vi.fn();
    renderWithPortal(<QuoteDecisionDialog quote={quote} mode="approve" onClose={vi.fn()} onDecided={onDecided} />);
    expect((screen.getByLabelText('Dit navn') as HTMLInputElement).value).toBe('Anna Admin');
    const approve = screen.getByRole('button', { name: 'Godkend' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Indkøbsordrenummer (valgfrit)'), { target: { value: ' PO-1 ' } });
    fireEvent.click(screen.getByLabelText('Jeg accepterer tilbuddets betingelser og bestiller arbejdet.'));
    expect(approve.disabled).toBe(false);
    fireEvent.click(approve);
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    const [url, init] = sent.mock.calls.find(([called]) => String(called).includes('/quote/')) ?? [];
    expect(String(url)).toContain('/quote/1/7/approve');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Anna Admin', poNumber: 'PO-1' });
  });

  it('decline: a reason of 15 characters is required; a refusal shows in the reader\'s language', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: 410, error: 'Gone', message: 'The quote expired', key: 'issues.quotes.error.expired' }), { status: 410 })));
    renderWithPortal(<QuoteDecisionDialog quote={quote} mode="decline" onClose={vi.fn()} onDecided={vi.fn()} />);
    const decline = screen.getByRole('button', { name: 'Afvis' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Begrundelse'), { target: { value: 'For dyrt' } });
    expect(screen.getByText('Skriv mindst 15 tegn (7 mangler).')).toBeTruthy();
    expect(decline.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Begrundelse'), { target: { value: 'For dyrt i år, vi venter' } });
    expect(decline.disabled).toBe(false);
    fireEvent.click(decline);
    await waitFor(() => expect(screen.getByText('Tilbuddet er udløbet. Bed serviceudbyderen om et nyt.')).toBeTruthy());
  });
});
