import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createMailer } from './mailer.js';

describe('mailer', () => {
  const outboxDir = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  let sink: SmtpSink;

  beforeAll(async () => {
    // A real SMTP server on loopback: the mailer talks SMTP to it.
    sink = await startSmtpSink();
  });

  afterAll(async () => {
    await sink.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, outboxDir, from: 'Nordisk Sikring <portal@example.com>' });
    const sent = await mailer.send({ to: 'kunde@example.com', subject: 'Dine rapporter', text: 'Hent dem her: https://portal.example/x' });
    mailer.close();
    expect(sent.destination).toBe(new URL(sink.url).host);
    const { received } = sink;
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
