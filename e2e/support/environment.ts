/** Where the e2e run's servers listen (loopback only). */
export const portalPort = Number(process.env.E2E_PORT ?? 8181);
export const portalUrl = `http://localhost:${portalPort}`;

/** The mail sink: a real SMTP server whose inbox the tests read over HTTP (support/mail-sink.mjs). */
export const mailSink = { smtpPort: 2525, httpPort: 8182, httpUrl: 'http://127.0.0.1:8182' } as const;
