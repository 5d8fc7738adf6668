import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the API process, set before any other module runs (main.ts imports this first).
 *
 * Allocation-site pretenuring off: V8 may decide, from a burst of short-lived objects that happened to
 * survive a young-generation collection, to allocate everything from those sites (a request's objects)
 * in the old generation from then on. Such a process stays slow for its life: on a cached answer 37-52 µs
 * of CPU instead of 27-31 µs, more frequent full collections and 50-100 MB more memory. Without the
 * decision every process of the same build ran alike (ADR 0039).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
