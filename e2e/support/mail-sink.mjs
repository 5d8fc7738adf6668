#!/usr/bin/env node
// A real SMTP server for the e2e run: the portal sends its mail here (SMTP_URL), and the tests read
// what arrived over HTTP (GET /messages, DELETE /messages). Loopback only, unless MAIL_SINK_HOST says
// otherwise (a container standing in for mailpit: scripts/docker/docker-compose.no-hub.yml).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 8182);
const host = process.env.MAIL_SINK_HOST ?? '127.0.0.1';
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, host);

http
  .createServer((request, response) => {
    if (request.url === '/messages' && request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(messages));
    } else if (request.url === '/messages' && request.method === 'DELETE') {
      messages.length = 0;
      response.writeHead(204).end();
    } else if (request.url === '/health') {
      response.writeHead(200).end('ok');
    } else {
      response.writeHead(404).end();
    }
  })
  .listen(httpPort, host, () => console.log(`mail sink: SMTP ${host}:${smtpPort}, HTTP http://${host}:${httpPort}/messages`));
