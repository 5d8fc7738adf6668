/**
 * A small in-process job queue: jobs run one after another (concurrency 1) after the request that
 * queued them has been answered. A failing job is logged and does not stop the queue. `drain()`
 * resolves when everything queued so far (and anything those jobs queue) has finished: tests await
 * it, and the app awaits it on close so a shutdown does not cut a bundle in half.
 */
export type Job = () => Promise<void>;

export interface JobLogger {
  error(details: object, message: string): void;
}

export interface JobQueue {
  /** Queues a job; `name` appears in the log if it fails. */
  enqueue(name: string, job: Job): void;
  /** Jobs queued or running. */
  readonly pending: number;
  drain(): Promise<void>;
}

export function createJobQueue(log: JobLogger): JobQueue {
  const queue: { name: string; job: Job }[] = [];
  let running = false;
  let waiters: (() => void)[] = [];

  async function run(): Promise<void> {
    running = true;
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await next.job();
      } catch (error) {
        log.error({ err: error, job: next.name }, `job '${next.name}' failed`);
      }
    }
    running = false;
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  }

  return {
    enqueue(name, job) {
      queue.push({ name, job });
      if (!running) void run();
    },
    get pending() {
      return queue.length + (running ? 1 : 0);
    },
    drain() {
      if (!running && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
