import { describe, expect, it } from 'vitest';
import {
  complianceBadge,
  compliancePercent,
  complianceWindow,
  isComplianceWindowMonths,
  taskComplianceState,
} from './portfolio.rules.js';

const TODAY = '2026-11-26';

describe('taskComplianceState', () => {
  it('a task due today and not completed is due soon, not overdue; due yesterday is overdue', () => {
    expect(taskComplianceState({ status: 'Open', dueDate: '2026-11-26T23:59:00.000Z' }, TODAY)).toBe('dueSoon');
    expect(taskComplianceState({ status: 'Open', dueDate: '2026-11-26T00:00:00.000Z' }, TODAY)).toBe('dueSoon');
    expect(taskComplianceState({ status: 'Planned', dueDate: '2026-11-25T23:59:59.000Z' }, TODAY)).toBe('overdue');
  });

  it('a task completed on its due date is on time, whatever the hour; a day later is late', () => {
    const dueDate = '2026-10-01T08:00:00.000Z';
    expect(taskComplianceState({ status: 'Completed', dueDate, completedDate: '2026-10-01T17:30:00.000Z' }, TODAY)).toBe('onTime');
    expect(taskComplianceState({ status: 'Handled', dueDate, completedDate: '2026-09-20T10:00:00.000Z' }, TODAY)).toBe('onTime');
    expect(taskComplianceState({ status: 'Completed', dueDate, completedDate: '2026-10-02T00:00:00.000Z' }, TODAY)).toBe('late');
  });

  it('due soon reaches 30 days from today, today included; later is nothing yet', () => {
    expect(taskComplianceState({ status: 'Open', dueDate: '2026-12-26T12:00:00.000Z' }, TODAY)).toBe('dueSoon');
    expect(taskComplianceState({ status: 'Open', dueDate: '2026-12-27T00:00:00.000Z' }, TODAY)).toBeNull();
  });
});

describe('compliancePercent and complianceBadge', () => {
  it('has no score when nothing was due (not 100 %)', () => {
    expect(compliancePercent({ onTime: 0, late: 0, overdue: 0 })).toBeNull();
    expect(complianceBadge(null)).toBeNull();
  });

  it('89.5 % is AtRisk; 90 % is Compliant; 70 % AtRisk; 69.9 % NonCompliant', () => {
    const percent = compliancePercent({ onTime: 179, late: 15, overdue: 6 });
    expect(percent).toBe(89.5);
    expect(complianceBadge(percent)).toBe('AtRisk');
    expect(complianceBadge(compliancePercent({ onTime: 9, late: 1, overdue: 0 }))).toBe('Compliant');
    expect(complianceBadge(compliancePercent({ onTime: 7, late: 0, overdue: 3 }))).toBe('AtRisk');
    expect(complianceBadge(69.9)).toBe('NonCompliant');
  });

  it('rounds down, so a score just under 90 never reads 90', () => {
    expect(compliancePercent({ onTime: 8999, late: 1001, overdue: 0 })).toBe(89.9);
    expect(compliancePercent({ onTime: 1, late: 0, overdue: 2 })).toBe(33.3);
  });
});

describe('complianceWindow', () => {
  it('spans the last N calendar months, the current one included, to its last day', () => {
    expect(complianceWindow(3, TODAY)).toEqual({ from: '2026-09-01', to: '2026-11-30', months: ['2026-09', '2026-10', '2026-11'] });
    const year = complianceWindow(12, '2027-01-31');
    expect(year.from).toBe('2026-02-01');
    expect(year.to).toBe('2027-01-31');
    expect(year.months).toHaveLength(12);
  });

  it('accepts 3, 6, 12 and 24 months only', () => {
    expect([3, 6, 12, 24].every(isComplianceWindowMonths)).toBe(true);
    expect([0, 1, 5, 36, '12', null].some(isComplianceWindowMonths)).toBe(false);
  });
});
