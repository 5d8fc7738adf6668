import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.js';
import { startSmtpSink } from '../test/smtp-sink.js';
import { describeEachDatabase, signInAs } from '../test/test-app.js';

/**
 * Account-state oracles: neither the answer nor its time may tell whether an e-mail is unknown, belongs
 * to an invited person without a password, or to an active one. Sign-in with a wrong password spends one
 * key derivation in every case (auth/password.ts checkPassword); "forgot password" only queues a job
 * (the mail goes out over a real SMTP server, after the answer). Timed as a client elsewhere sees it:
 * over HTTP on a socket, from sending the request to the end of the answer, by a client on a thread of
 * its own (the server's work after the answer must not delay the client's reading). The medians of the three kinds must be
 * within 20 % of each other. For a shared, noisy machine: many samples per kind, the kinds interleaved in
 * a fresh random order every round (a slow moment hits all three alike), warm-up rounds not counted, and
 * the queued mails sent (and their connections closed) between samples, outside the timing.
 */

const sink = await startSmtpSink();
afterAll(() => sink.close());

const KINDS = ['unknown', 'invited', 'active'] as const;
type Kind = (typeof KINDS)[number];
const EMAIL: Record<Kind, string> = {
  unknown: 'ingen.konto.her@example.com',
  invited: 'kun.inviteret@example.com',
  active: 'aktiv.konto@example.com',
};
const TOLERANCE = 0.2;
const WARM_UP_ROUNDS = 5;

/** The timing client: its own thread and event loop; answers { status, text, elapsed } per request. */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
parentPort.on('message', async ({ url, body }) => {
  try {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await response.text();
    parentPort.postMessage({ status: response.status, text, elapsed: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ status: 0, text: String(error), elapsed: 0 });
  }
});
`;

interface Timed {
  status: number;
  text: string;
  elapsed: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function shuffled<T>(values: readonly T[]): T[] {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

describeEachDatabase(
  'account-state oracles: the same time for unknown, invited and active e-mails',
  (context) => {
    let origin: string;
    let client: Worker;
    /** One POST timed by the client thread. */
    const timed = (path: string, body: unknown) =>
      new Promise<Timed>((resolve, reject) => {
        client.once('message', resolve);
        client.once('error', reject);
        client.postMessage({ url: `${origin}${path}`, body: JSON.stringify(body) });
      }).finally(() => client.removeAllListeners('error'));
    afterAll(() => client.terminate());

    beforeAll(async () => {
      const { db, app } = context();
      await app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      client = new Worker(CLIENT, { eval: true });
      const { customerId } = await signInAs(app, 'demo@example.com');
      for (const kind of ['invited', 'active'] as const) {
        const row = await db
          .insertInto('employees')
          .values({ name: `Orakel ${kind}`, email: EMAIL[kind], password_hash: kind === 'invited' ? '!' : await hashPassword('Den-Rigtige-Kode-9'), newsletter: false })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('memberships').values({ employee_id: row.id, customer_id: customerId, role: 'User' }).execute();
      }
    });

    interface Medians {
      /** Each kind's median time in milliseconds. */
      raw: Record<Kind, number>;
      /** For each pair of kinds, the median over the rounds of the ratio of their times in one round. */
      paired: Record<string, number>;
    }

    const PAIRS = [
      ['invited', 'unknown'],
      ['active', 'unknown'],
      ['active', 'invited'],
    ] as const;

    /** Times `rounds` calls per kind, interleaved, after the warm-up; answers the medians. */
    async function medians(rounds: number, path: string, body: (email: string) => unknown, expectStatus: number): Promise<Medians> {
      const { app } = context();
      const samples: Record<Kind, number[]> = { unknown: [], invited: [], active: [] };
      const ratios: Record<string, number[]> = {};
      for (let round = 0; round < WARM_UP_ROUNDS + rounds; round += 1) {
        const times: Record<Kind, number> = { unknown: 0, invited: 0, active: 0 };
        for (const kind of shuffled(KINDS)) {
          const { status, text, elapsed } = await timed(path, body(EMAIL[kind]));
          expect(status, `${kind}: ${text}`).toBe(expectStatus);
          times[kind] = elapsed;
          // What the answer queued (a mail) runs now, between samples, not inside the next one; the
          // mail's connection closes after the mail is accepted, so wait for that too. Otherwise the
          // close lands in the next sample, which is nearly always an unknown e-mail's (one kind a
          // round: its predecessor is nearly always a kind that mails), and makes it look slower.
          await app.jobs.drain();
          await sink.idle();
        }
        if (round < WARM_UP_ROUNDS) continue;
        for (const kind of KINDS) samples[kind].push(times[kind]);
        for (const [a, b] of PAIRS) (ratios[`${a}/${b}`] ??= []).push(times[a] / times[b]);
      }
      return {
        raw: { unknown: median(samples.unknown), invited: median(samples.invited), active: median(samples.active) },
        paired: Object.fromEntries(Object.entries(ratios).map(([pair, values]) => [pair, median(values)])),
      };
    }

    /**
     * The kinds' times within 20 % of each other. On a shared machine the load changes from one moment
     * to the next, and a plain median of a few milliseconds moves with it. The three kinds of a round
     * are timed within milliseconds of each other, under the same load, so the ratio of two kinds' times
     * in one round cancels the load, and its median over the rounds says how much slower one kind
     * typically is than the other. Each pair's median ratio must be within 20 %; the plain medians are
     * reported alongside.
     */
    function expectClose(found: Medians): void {
      const widest = Math.max(...Object.values(found.paired).map((ratio) => Math.max(ratio, 1 / ratio)));
      const described =
        `medians in ms: ${KINDS.map((kind) => `${kind} ${found.raw[kind].toFixed(3)}`).join(', ')}; ` +
        `median ratios within a round: ${Object.entries(found.paired).map(([pair, ratio]) => `${pair} ${ratio.toFixed(3)}`).join(', ')}`;
      console.info(described);
      expect(widest - 1, described).toBeLessThanOrEqual(TOLERANCE);
    }

    it('sign-in with a wrong password', async () => {
      const found = await medians(150, '/api/authentication/authenticate', (email) => ({ email, password: 'Ikke-Den-Rigtige-Kode' }), 401);
      expectClose(found);
    }, 600_000);

    it('"forgot password", with the mails going out over SMTP', async () => {
      const before = sink.received.length;
      const found = await medians(300, '/api/user/password/forgot', (email) => ({ email }), 204);
      expectClose(found);
      // The mails did go out, to the two accounts only.
      const recipients = new Set(sink.received.slice(before).flatMap((message) => message.to));
      expect([...recipients].sort()).toEqual([EMAIL.active, EMAIL.invited].sort());
    }, 600_000);
  },
  // The sign-in limits would stop the samples; their own tests are elsewhere.
  { env: { SMTP_URL: sink.url, SIGN_IN_RATE_LIMIT: '100000', SIGN_IN_IP_RATE_LIMIT: '100000' } },
);
