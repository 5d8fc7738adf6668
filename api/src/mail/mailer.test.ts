import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('mailer', () => {
  const outboxDir = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    // A real SMTP server on loopback: the mailer talks SMTP to it.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: 'Nordisk Sikring <portal@example.com>' });
    const sent = await mailer.send({ to: 'kunde@example.com', subject: 'Dine rapporter', text: 'Hent dem her: https://portal.example/x' });
    mailer.close();
    expect(sent.destination).toBe(`127.0.0.1:${port}`);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['kunde@example.com']);
    expect(received[0]?.raw).toContain('Subject: Dine rapporter');
    expect(received[0]?.raw).toContain('https://portal.example/x');
  });

  it('writes an .eml file to the outbox without SMTP_URL', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, from: 'portal@example.com', log: (line) => lines.push(line) });
    const sent = await mailer.send({ to: 'kunde@example.com', subject: 'Rapportpakke', text: 'Linket udløber om 7 dage.' });
    expect(readdirSync(outboxDir)).toHaveLength(1);
    const eml = readFileSync(sent.destination, 'utf8');
    expect(eml).toContain('To: kunde@example.com');
    expect(eml).toContain('Subject: Rapportpakke');
    expect(lines[0]).toContain(sent.destination);
  });
});
