/**
 * A real SMTP server for the end-to-end tests: the shop sends its mail here (SMTP_URL in
 * playwright.config.ts), and the tests read what arrived over HTTP.
 *
 *   node --import tsx tests/e2e/smtp-sink.ts
 *
 * SMTP on 127.0.0.1:$SMTP_SINK_PORT (default 4325), no TLS and no authentication; every message is
 * parsed and kept in memory. HTTP on 127.0.0.1:$SMTP_SINK_HTTP_PORT (default 4326):
 *   GET    /mails            → [{ to, replyTo, subject, text, html, messageId, date }], oldest first
 *   GET    /mails?to=a@b.c   → only the mails to that address (tests run in parallel: each reads its own)
 *   DELETE /mails            → forgets them all (204)
 */
import { createServer } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  /** The Reply-To header's addresses (empty for none). */
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: string;
}

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 4325);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 4326);
const host = '127.0.0.1';
const MAX_MAILS = 5_000;

let mails: SunkMail[] = [];

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()))
    .filter(Boolean);

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  banner: 'Maison Lumière test sink',
  size: 5 * 1024 * 1024,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const to = addresses(parsed.to);
        mails.push({
          to: to.length > 0 ? to : envelope,
          replyTo: addresses(parsed.replyTo),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
          date: (parsed.date ?? new Date()).toISOString(),
        });
        if (mails.length > MAX_MAILS) mails = mails.slice(-MAX_MAILS);
        callback();
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  },
});
smtp.on('error', (error) => console.error('smtp-sink:', error));

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}:${httpPort}`);
  if (url.pathname !== '/mails') {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    return;
  }
  if (req.method === 'DELETE') {
    mails = [];
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET') {
    res.writeHead(405, { allow: 'GET, DELETE' }).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? mails.filter((m) => m.to.includes(to)) : mails;
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(list));
});

smtp.listen(smtpPort, host, () => {
  http.listen(httpPort, host, () =>
    console.log(`smtp-sink: SMTP on ${host}:${smtpPort}, mails on http://${host}:${httpPort}/mails`),
  );
});

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
