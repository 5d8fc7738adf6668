import type { FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * A request hook whose work is nearly always answered from memory: `check` returns undefined when it is
 * settled at once, or the promise of its slow path. As a callback hook it then costs no promise and no
 * extra microtask per request (an `async` hook costs both); a synchronous throw is Fastify's to answer
 * (its hook runner catches it).
 */
export function maybeAsyncHook(check: (request: FastifyRequest) => Promise<void> | undefined) {
  return (request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction): void => {
    const pending = check(request);
    if (pending) pending.then(() => done(), done);
    else done();
  };
}
