// @ts-check
/**
 * What a production remote's container gets in place of `@module-federation/webpack-bundler-runtime`'s index
 * (ADR 0033; `NormalModuleReplacementPlugin` in create-rspack-config.mjs): the same object that index builds
 * (`runtime`, `bundlerRuntime`, `attachShareScopeMap`, the per-container state), but with the functions the
 * shell's page lends (`provide-plumbing.cjs`) instead of the container's own copies.
 * Fresh per container: the share scope `S` and `bundlerRuntimeOptions` are the container's state and must
 * not be shared with the host. `@module-federation/runtime` stays in the container (about 1 KB): its
 * module keeps the instance its `loadRemote` and `registerRemotes` use, which for the shell's own calls
 * must remain the shell's.
 */
import { plumbing } from './provided-plumbing.mjs';
import * as runtime from '@module-federation/runtime';

const { bundlerRuntime, attachShareScopeMap } = plumbing;

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...bundlerRuntime, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
