import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMessage[];
  /** Resolves once no client is connected: a sent mail's QUIT and close are over too. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** While this answers true, every message is refused with a temporary error (451): an SMTP outage. */
  refusing?: () => boolean;
}

/** A real SMTP server on loopback that keeps what it receives: the tests' mail inbox. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMessage[] = [];
  let connected = 0;
  let whenIdle: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connected += 1;
      callback();
    },
    onClose() {
      connected = Math.max(0, connected - 1);
      if (connected > 0) return;
      const waiting = whenIdle;
      whenIdle = [];
      for (const resolve of waiting) resolve();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refusing?.()) {
          callback(Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  // A client that dies mid-message (the crash test kills API processes while they mail) resets its
  // connection; smtp-server reports that as an 'error' event, which must not fail the test process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    idle: () => (connected === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenIdle.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, so links can be read from a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A received message's parts, decoded (enough of MIME for the messages nodemailer writes). */
export interface ReadMessage {
  /** Header values by lower-case name (unfolded, encoded words decoded). */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

const decodeWords = (value: string): string =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  }
  return body;
}

/** Splits a received message into its headers and its text and HTML parts. */
export function readMessage(raw: string): ReadMessage {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const result: ReadMessage = { headers, subject: headers.subject ?? '', text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw.slice(split)];
  for (const part of parts) {
    const end = part.search(/\r?\n\r?\n/);
    const partHeaders = boundary ? headersOf(part.slice(0, end)) : headers;
    const content = decodeBody(boundary ? part.slice(end).replace(/^\r?\n\r?\n/, '') : body, partHeaders['content-transfer-encoding']);
    const type = partHeaders['content-type'] ?? 'text/plain';
    if (type.startsWith('text/html')) result.html = content;
    else if (type.startsWith('text/plain')) result.text = content;
  }
  return result;
}
