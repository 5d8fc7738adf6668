import { describe, expect, it } from 'vitest';
import * as core from '@portal/shared/core';
import * as main from '@portal/shared';
import { makeToken } from './testing/make-token';

describe('@portal/shared/core (ADR 0032)', () => {
  it('is re-exported whole by the main entry, the same objects (one instance of each store)', () => {
    const coreExports: Record<string, unknown> = core;
    const mainExports: Record<string, unknown> = main;
    const missing = Object.keys(coreExports).filter((name) => !(name in mainExports));
    expect(missing).toEqual([]);
    for (const name of Object.keys(coreExports)) {
      expect(mainExports[name], name).toBe(coreExports[name]);
    }
  });

  it('is reached the same way from inside the package: a token stored through the main entry is in the core store', () => {
    const token = makeToken();
    try {
      expect(main.storeToken(token)).toBe(true);
      // A second instance of the store would still be signed out here.
      expect(core.getSession().token).toBe(token);
    } finally {
      core.signOut();
    }
    expect(main.getSession().token).toBeNull();
  });
});
