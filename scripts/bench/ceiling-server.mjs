// The ceiling of `npm run bench:api`: the API's own Fastify version answering each benchmarked call
// with the body and headers the API returned for it, precomputed, behind the same bearer check. What a call
// costs in the API beyond this is its own work (database, mapping, serialisation).
// Started by api.mjs with the captured calls in a JSON file: node ceiling-server.mjs <calls.json> <port>.
// The API's V8 settings first (ADR 0039), so that both servers of a ratio run alike.
import '../../api/dist/v8-flags.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../workspaces.mjs';

// Resolve Fastify from the API workspace, so the ceiling runs exactly the API's version.
const require = createRequire(path.join(repoRoot, 'api/package.json'));
const Fastify = require('fastify');

const [callsFile, port] = process.argv.slice(2);
const { token, calls } = JSON.parse(readFileSync(callsFile, 'utf8'));
const expected = `Bearer ${token}`;

const byKey = new Map(
  calls.map((call) => [`${call.method} ${call.path}`, { ...call, bytes: Buffer.from(call.body, 'utf8') }]),
);

const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: (request, reply) => {
    if (request.headers.authorization !== expected) return reply.code(401).send();
    const call = byKey.get(`${request.method} ${request.url}`);
    if (!call) return reply.code(404).send();
    if (call.etag) {
      void reply.header('etag', call.etag);
      if (request.headers['if-none-match'] === call.etag) return reply.code(304).send();
    }
    return reply.code(200).headers(call.headers).send(call.bytes);
  },
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
