import { describe, expect, it } from 'vitest';
import * as core from '@portal/shared/core';
import * as main from '@portal/shared';

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

  it('is reached the same way from inside the package: the session the main entry stores is the core one', () => {
    main.signOut();
    expect(core.getSession().token).toBeNull();
    expect(main.getSession).toBe(core.getSession);
  });
});
