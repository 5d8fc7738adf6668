import { describe, expect, it } from 'vitest';
import { brandRemoteDescriptor, descriptorMismatches, validateRemoteDescriptor } from './remote-descriptor';
import type { RemoteMeta } from './remotes-manifest';

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const load = async () => lifecycles;
const meta = (overrides: Partial<RemoteMeta> = {}): RemoteMeta => ({
  name: 'mfe_x',
  routes: [{ path: '/x', titleKey: 'x.route' }],
  sidebar: [],
  overlays: ['thing'],
  widgets: [{ id: 'w', area: 'tables', order: 1 }],
  ...overrides,
});
const input = (overrides: object = {}) => ({
  name: 'mfe_x',
  meta: meta(),
  lifecycles: load,
  overlays: { thing: load },
  widgets: { w: load },
  embed: async () => () => undefined,
  ...overrides,
});

describe('remote descriptor', () => {
  it('accepts a branded descriptor whose implementation matches remote.meta.json', () => {
    const descriptor = brandRemoteDescriptor(input());
    expect(validateRemoteDescriptor(descriptor, 'mfe_x')).toBe(descriptor);
  });

  it('names every id declared without an implementation and every implementation not declared', () => {
    expect(descriptorMismatches(meta(), { other: load }, {})).toEqual([
      "overlay 'thing' is declared in remote.meta.json but not implemented",
      "overlay 'other' is implemented but not declared in remote.meta.json",
      "widget 'w' is declared in remote.meta.json but not implemented",
    ]);
    expect(() => brandRemoteDescriptor(input({ widgets: {} }))).toThrow(/widget 'w'/);
    expect(() => brandRemoteDescriptor(input({ name: 'other' }))).toThrow(/name differs/);
  });

  it('explains what is wrong with anything else', () => {
    expect(validateRemoteDescriptor({ name: 'mfe_x', lifecycles }, 'mfe_x')).toMatch(/defineRemote/);
    const other = brandRemoteDescriptor(input({ name: 'other', meta: meta({ name: 'other' }) }));
    expect(validateRemoteDescriptor(other, 'mfe_x')).toMatch(/named 'other'/);
    const eager = brandRemoteDescriptor(input({ lifecycles: lifecycles as never }));
    expect(validateRemoteDescriptor(eager, 'mfe_x')).toMatch(/loader/);
    const badWidget = brandRemoteDescriptor(input({ widgets: { w: {} as never } }));
    expect(validateRemoteDescriptor(badWidget, 'mfe_x')).toMatch(/parcel loaders/);
  });
});
