import { isCompatibleContract, PORTAL_CONTRACT_VERSION } from './remote-registry.js';

/**
 * What a refused remote was built against that the page cannot run: our contract (ADR 0017), or Module
 * Federation (another major than the page's runtime, ADR 0041).
 */
export type IncompatibleWith = 'contract' | 'federation';

/**
 * A remote the shell does not load: built against another major of the contract or of Module Federation.
 * The shell shows this, translated, in the remote's areas (its routes, widgets, overlays); the rest of the
 * portal works.
 */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';

  constructor(
    readonly remote: string,
    /** The version the remote declares ('unknown' when it declares none). */
    readonly built: string,
    /** The shell's version of the same. */
    readonly expected: string = PORTAL_CONTRACT_VERSION,
    readonly incompatibleWith: IncompatibleWith = 'contract',
  ) {
    super(
      incompatibleWith === 'contract'
        ? `${remote} was built against contract ${built}; this shell has ${expected} (another major): not loaded`
        : `${remote} was built with Module Federation ${built}; this page runs ${expected} (another major): not loaded`,
    );
  }
}

/** The refusal for a remote's declared contract version, or null when the shell may load it. */
export function contractRefusal(remote: string, built: unknown, expected: string = PORTAL_CONTRACT_VERSION): IncompatibleRemoteError | null {
  return isCompatibleContract(built, expected) ? null : new IncompatibleRemoteError(remote, typeof built === 'string' ? built : 'unknown', expected);
}

/** By shape, not `instanceof`: the error may come from another bundle's copy of this module. */
export function isIncompatibleRemoteError(error: unknown): error is IncompatibleRemoteError {
  const candidate = error as Partial<IncompatibleRemoteError> | null;
  return (
    candidate instanceof Error &&
    candidate.name === 'IncompatibleRemoteError' &&
    typeof candidate.built === 'string' &&
    typeof candidate.expected === 'string'
  );
}
