import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the locale lists in a later task, not during the start', () => {
    vi.useFakeTimers();
    const numberLocales = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateLocales = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntl('da-DK');
    expect(numberLocales).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numberLocales).toHaveBeenCalledWith('da-DK');
    expect(dateLocales).toHaveBeenCalledWith('da-DK');
  });
});
