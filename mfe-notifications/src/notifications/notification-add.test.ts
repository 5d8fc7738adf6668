import { describe, expect, it } from 'vitest';
import type { Notification } from '@portal/shared';
import { planAdd, type AddForm } from './notification-add';

const form = (values: Partial<AddForm> = {}): AddForm => ({ email: 'drift@example.com', name: 'Drift', allLocations: false, completedTasks: true, newTasks: false, ...values });
const context = (allLocations: Notification[] = []) => ({ customerId: 7, locationCode: 'NE-111', culture: 'da-DK' as const, allLocations });
const all = (email: string, type: Notification['type']): Notification => ({ id: 1, customerId: 7, name: 'X', email, type, locationReferenceCode: '', culture: 'da-DK' });

describe('planAdd (spec sections 4 and 5)', () => {
  it('adds one subscription for the active location', () => {
    expect(planAdd(form(), context())).toEqual({
      kind: 'add',
      requests: [{ id: 0, customerId: 7, name: 'Drift', email: 'drift@example.com', type: 'CompletedTasksDaily', locationReferenceCode: 'NE-111', culture: 'da-DK' }],
    });
  });

  it('makes two subscriptions when both types are ticked', () => {
    const plan = planAdd(form({ newTasks: true }), context());
    expect(plan.kind === 'add' && plan.requests.map((request) => request.type)).toEqual(['UpcommingTasks3Week', 'CompletedTasksDaily']);
  });

  it('asks for the overwrite warning first when all locations is chosen, then sends an empty location code', () => {
    const plan = planAdd(form({ allLocations: true }), context());
    expect(plan.kind).toBe('confirm-all');
    expect(plan.kind === 'confirm-all' && plan.requests[0]?.locationReferenceCode).toBe('');
  });

  it('refuses a bad e-mail or name with the spec’s dictionary keys', () => {
    expect(planAdd(form({ email: 'ikke en mail' }), context())).toEqual({ kind: 'invalid', messageKey: 'notifications.emailNotValid.text' });
    expect(planAdd(form({ email: 'a@b' }), context())).toEqual({ kind: 'invalid', messageKey: 'notifications.emailNotValid.text' });
    expect(planAdd(form({ name: 'Søren-Drift' }), context())).toEqual({ kind: 'invalid', messageKey: 'notifications.nameNotValid.text' });
    expect(planAdd(form({ name: 'drift_team 2' }), context()).kind).toBe('add');
    // Every letter, not only a-z (ADR 0047): the same pattern the API tests.
    for (const name of ['Søren', 'Vagtstue Århus', 'Ærø Æble', 'Prüfstelle Süd']) expect(planAdd(form({ name }), context()).kind, name).toBe('add');
  });

  it('needs a type, and a location unless all locations is chosen', () => {
    expect(planAdd(form({ completedTasks: false }), context())).toEqual({ kind: 'invalid', messageKey: 'notifications.typeRequired.text' });
    expect(planAdd(form(), { ...context(), locationCode: null })).toEqual({ kind: 'invalid', messageKey: 'notifications.noLocation.text' });
    expect(planAdd(form({ allLocations: true }), { ...context(), locationCode: null }).kind).toBe('confirm-all');
  });

  it('an e-mail already subscribed for all locations (that type, any case) cannot be added for one location', () => {
    expect(planAdd(form(), context([all('DRIFT@example.com', 'CompletedTasksDaily')]))).toEqual({ kind: 'already-all' });
    expect(planAdd(form(), context([all('drift@example.com', 'UpcommingTasks3Week')])).kind).toBe('add');
  });
});
