import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it. */
export interface ReceivedMail {
  to: string;
  /** The Reply-To header's addresses, as text ('' for none). */
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header as it came, by its lower-case name (the last of a repeated one): `list-unsubscribe`. */
  headers: Record<string, string>;
  /** performance.now() when the server had the whole mail. */
  receivedAt: number;
}

/**
 * A real SMTP server on 127.0.0.1 for the tests (smtp-server, parsed with mailparser): it keeps what
 * it receives, and can be stopped and started again on the same port to play an outage.
 */
export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer;
  /** While set (hold), each exchange's RCPT TO waits here for release, before any message is sent. */
  let held: (() => void)[] | undefined;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // An outage ends at once: the client's open connection is cut rather than waited for.
        closeTimeout: 100,
        onRcptTo(_address, _session, callback) {
          if (held) held.push(() => callback());
          else callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
              received.push({
                to,
                replyTo: mail.replyTo?.text ?? '',
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                messageId: mail.messageId ?? '',
                headers: Object.fromEntries(
                  mail.headerLines.map(({ key, line }) => [
                    key,
                    line
                      .slice(line.indexOf(':') + 1)
                      .replace(/\r?\n[ \t]+/g, ' ')
                      .trim(),
                  ]),
                ),
                receivedAt: performance.now(),
              });
              callback();
            })
            .catch(callback);
        },
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => {
        // A client cut off mid-exchange (a crash a test plays) is the client's affair, not a failure of this server.
        server.on('error', () => undefined);
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const bound = await listen(port);
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    /** The mails to one address. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    /** Resolves once `count` mails match, or throws after `timeoutMs`. */
    async waitFor(match: (m: ReceivedMail) => boolean, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
      const start = Date.now();
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() - start > timeoutMs)
          throw new Error(
            `expected ${count} mail(s), got ${found.length}: ${received.map((m) => m.subject).join(' | ')}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Holds every exchange at RCPT TO (the sender is mid-exchange, no message sent yet) until `release`. */
    hold() {
      held ??= [];
    },
    /** How many exchanges wait at RCPT TO. */
    holding: () => held?.length ?? 0,
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const go of waiting) go();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Listens again on the same port after `stop`. */
    restart: () => listen(bound),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!found) throw new Error(`no link to ${prefix} in: ${mail.text}`);
  return found;
}
