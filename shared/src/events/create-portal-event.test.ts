import { describe, expect, it, vi } from 'vitest';
import { createPortalEvent } from './create-portal-event';
import { dispatchOverlayOpen, subscribeOverlayOpen } from './portal-events';

describe('portal events', () => {
  it('delivers the detail to subscribers as a window CustomEvent named portal:<domain>:<event>', () => {
    const event = createPortalEvent<{ n: number }>('test', 'ping');
    const listener = vi.fn();
    const windowListener = vi.fn();
    window.addEventListener('portal:test:ping', windowListener);
    const unsubscribe = event.subscribe(listener);

    event.dispatch({ n: 1 });

    expect(listener).toHaveBeenCalledWith({ n: 1 });
    expect(windowListener).toHaveBeenCalledTimes(1);
    unsubscribe();
    event.dispatch({ n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener('portal:test:ping', windowListener);
  });

  it('carries overlay requests with their props', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOverlayOpen(listener);
    dispatchOverlayOpen({ type: 'issue', props: { issueId: 42 } });
    expect(listener).toHaveBeenCalledWith({ type: 'issue', props: { issueId: 42 } });
    unsubscribe();
  });
});
