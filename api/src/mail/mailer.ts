import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A fixed Message-ID (`<id@domain>`), so a message sent again is recognisably the same one. */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Where the message went: the SMTP server, or the .eml file in the outbox. */
  destination: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /** Rejects when mail cannot go out now: the SMTP server refuses or is unreachable, or the outbox is not writable. */
  verify(): Promise<void>;
  /** 'smtp' (SMTP_URL) or 'outbox' (.eml files). */
  readonly kind: 'smtp' | 'outbox';
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; without it mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  /** Folder for .eml files when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  from: string;
  log?: (line: string) => void;
}

/**
 * Outgoing mail through nodemailer. With SMTP_URL messages go to that server; without it each
 * message is written as an .eml file to the outbox (and logged), so a developer can open it.
 */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        return { messageId: String(info.messageId), destination: new URL(smtpUrl).host };
      },
      // Connects, greets and authenticates (nodemailer's verify), then hangs up.
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async verify() {
      await mkdir(outboxDir, { recursive: true });
      await access(outboxDir, constants.W_OK);
    },
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log?.(`Mail to ${message.to} ("${message.subject}") written to ${file}`);
      return { messageId: String(info.messageId), destination: file };
    },
    close: () => transport.close(),
  };
}
