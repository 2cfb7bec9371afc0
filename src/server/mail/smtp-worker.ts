/**
 * The SMTP thread's code (a worker_thread, started by smtp-thread.ts; built as dist/server/smtp-worker.js
 * beside the server's bundle). It holds the SMTP connections and does the SMTP exchanges, so they never
 * wait for the main thread, which the embedded store's queries keep busy under load. It knows nothing
 * of the outbox: it sends what it is handed and answers, per message, sent or the error.
 *
 * Each connection (`maxConnections` of them, 5 unless told) carries one message at a time, and takes
 * the next only while fewer than `unrecordedPerConnection` of its answers wait for the main thread to
 * record them: a kill leaves at most that many mails per connection accepted and not marked
 * (docs/decisions: Mail marked sent on acceptance).
 */
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { SmtpAnswer, SmtpMessage, SmtpRequest, SmtpThreadOptions } from './smtp-thread';

const port = parentPort;
if (!port) throw new Error('smtp-worker runs as a worker thread (see smtp-thread.ts)');
const answer = (a: SmtpAnswer) => port.postMessage(a);

const { transport, unrecordedPerConnection = 1 } = workerData as SmtpThreadOptions;
/**
 * One pooled transport of one connection each: the connection a message goes out on is known. Each
 * sends one message at a time (`sending`) and holds the ids it answered until they are recorded.
 */
const connections = Array.from({ length: transport.maxConnections ?? 5 }, () => {
  const transporter = nodemailer.createTransport({ ...transport, pool: true, maxConnections: 1 });
  transporter.on('error', (err) => answer({ type: 'error', error: err.message }));
  return { transporter, sending: false, unrecorded: new Set<number>() };
});
/** Messages handed over and not yet on a connection, in the order they came. */
const queue: { id: number; message: SmtpMessage }[] = [];

function next(): void {
  for (const connection of connections) {
    if (connection.sending || connection.unrecorded.size >= unrecordedPerConnection) continue;
    const request = queue.shift();
    if (!request) return;
    connection.sending = true;
    const done = (a: SmtpAnswer) => {
      connection.sending = false;
      connection.unrecorded.add(request.id);
      answer(a);
      next();
    };
    connection.transporter.sendMail(request.message).then(
      () => done({ type: 'sent', id: request.id }),
      (err: unknown) =>
        done({ type: 'failed', id: request.id, error: err instanceof Error ? err.message : String(err) }),
    );
  }
}

port.on('message', (request: SmtpRequest) => {
  switch (request.type) {
    case 'send':
      queue.push(request);
      break;
    case 'recorded':
      for (const connection of connections) connection.unrecorded.delete(request.id);
      break;
    case 'close':
      // The pools' connections say QUIT; with the port closed too, the thread ends.
      for (const { transporter } of connections) transporter.close();
      port.close();
      return;
  }
  next();
});

answer({ type: 'ready' });
