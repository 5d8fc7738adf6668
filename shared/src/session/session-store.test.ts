import { describe, expect, it, vi } from 'vitest';
import { makeToken } from '../testing/make-token';
import { subscribeLocationChanged } from '../events/portal-events';
import { getSession, reloadSessionFromStorage, setActiveLocation, signOut, storeToken } from './session-store';

describe('session store', () => {
  it('stores a token with the spec storage keys and decodes its claims', () => {
    expect(storeToken(makeToken({ CustomerId: '1', EmployeeEmail: 'a@b.dk', EmployeeName: 'Anne' }))).toBe(true);
    expect(localStorage.getItem('customerId')).toBe('1');
    expect(localStorage.getItem('Email')).toBe('a@b.dk');
    expect(localStorage.getItem('Name')).toBe('Anne');
    expect(getSession().claims?.EmployeeName).toBe('Anne');
  });

  it('rejects an expired or malformed token and keeps the current session', () => {
    storeToken(makeToken({ CustomerId: '1' }));
    const expired = makeToken({ exp: Math.floor(Date.now() / 1000) - 10 });
    expect(storeToken(expired)).toBe(false);
    expect(storeToken('not-a-token')).toBe(false);
    expect(getSession().customerId).toBe('1');
  });

  it('remembers the active location per customer', () => {
    const changed = vi.fn();
    const unsubscribe = subscribeLocationChanged(changed);
    storeToken(makeToken({ CustomerId: '1' }));
    setActiveLocation('NE-111');
    storeToken(makeToken({ CustomerId: '2' }));
    expect(getSession().locationCode).toBeNull();
    setActiveLocation('AS-200');
    storeToken(makeToken({ CustomerId: '1' }));
    expect(getSession().locationCode).toBe('NE-111');
    expect(changed).toHaveBeenCalledWith({ customerId: '2', locationCode: 'AS-200' });
    unsubscribe();
  });

  it('signs out by clearing storage but keeps the chosen language', () => {
    storeToken(makeToken());
    localStorage.setItem('culture', 'en-gb');
    signOut();
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('culture')).toBe('en-gb');
  });

  it('reads a valid session back from storage', () => {
    const token = makeToken({ CustomerId: '3' });
    localStorage.setItem('token', token);
    localStorage.setItem('location', JSON.stringify({ '3': 'X-1' }));
    reloadSessionFromStorage();
    expect(getSession()).toMatchObject({ token, customerId: '3', locationCode: 'X-1' });
  });
});
