import { describe, expect, it } from 'vitest';
import { defineRemote, validateRemoteDescriptor } from './remote-descriptor';

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

describe('remote descriptor', () => {
  it('accepts a descriptor made with defineRemote', () => {
    const descriptor = defineRemote({ name: 'mfe_x', lifecycles, overlays: {}, widgets: { w: lifecycles }, embed: () => () => undefined });
    expect(validateRemoteDescriptor(descriptor, 'mfe_x')).toBe(descriptor);
  });

  it('explains what is wrong with anything else', () => {
    expect(validateRemoteDescriptor({ name: 'mfe_x', lifecycles }, 'mfe_x')).toMatch(/defineRemote/);
    const misnamed = defineRemote({ name: 'other', lifecycles, overlays: {}, widgets: {}, embed: () => () => undefined });
    expect(validateRemoteDescriptor(misnamed, 'mfe_x')).toMatch(/named 'other'/);
    const noMount = defineRemote({ name: 'mfe_x', lifecycles: { bootstrap: lifecycles.bootstrap } as never, overlays: {}, widgets: {}, embed: () => () => undefined });
    expect(validateRemoteDescriptor(noMount, 'mfe_x')).toMatch(/lifecycles/);
    const badWidget = defineRemote({ name: 'mfe_x', lifecycles, overlays: {}, widgets: { w: {} as never }, embed: () => () => undefined });
    expect(validateRemoteDescriptor(badWidget, 'mfe_x')).toMatch(/parcel/);
  });
});
