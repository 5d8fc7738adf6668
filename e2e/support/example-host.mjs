// The provider tool's side in e2e: serves examples/ on its own port, i.e. another origin than the portal.
// Plain files and no headers of the portal's: the host page's policy is its own business (docs/embedding.md).
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', 'examples');
const port = Number(process.env.EXAMPLE_HOST_PORT ?? 8183);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };

http
  .createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/health') return response.writeHead(200).end('ok');
    const file = path.join(root, path.normalize(pathname === '/' ? '/embed.html' : pathname));
    if (!file.startsWith(root + path.sep)) return response.writeHead(404).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  })
  .listen(port, '127.0.0.1');
