/**
 * The SMTP thread's code (a worker_thread, started by smtp-thread.ts; built as dist/server/smtp-worker.js
 * beside the server's bundle). It holds the SMTP connections and does the SMTP exchanges, so they never
 * wait for the main thread, which the embedded store's queries keep busy under load. It knows nothing
 * of the outbox: it sends what it is handed and answers, per message, sent or the error.
 *
 * Each connection (`maxConnections` of them, 5 unless told) carries one message at a time, and after
 * answering it takes the next only once the main thread says the answer is recorded: a mail the server
 * accepted is marked sent before its connection sends another, so a kill leaves at most one mail per
 * connection accepted and not marked (docs/decisions: Mail marked sent on acceptance).
 */
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { SmtpAnswer, SmtpMessage, SmtpRequest, SmtpThreadOptions } from './smtp-thread';

const port = parentPort;
if (!port) throw new Error('smtp-worker runs as a worker thread (see smtp-thread.ts)');
const answer = (a: SmtpAnswer) => port.postMessage(a);

const { transport } = workerData as SmtpThreadOptions;
/** One pooled transport of one connection each: the connection a message goes out on is known. */
const connections = Array.from({ length: transport.maxConnections ?? 5 }, () => {
  const transporter = nodemailer.createTransport({ ...transport, pool: true, maxConnections: 1 });
  transporter.on('error', (err) => answer({ type: 'error', error: err.message }));
  return { transporter, carrying: undefined as number | undefined };
});
/** Messages handed over and not yet on a connection, in the order they came. */
const queue: { id: number; message: SmtpMessage }[] = [];

function next(): void {
  for (const connection of connections) {
    if (connection.carrying !== undefined) continue;
    const request = queue.shift();
    if (!request) return;
    connection.carrying = request.id;
    connection.transporter.sendMail(request.message).then(
      () => answer({ type: 'sent', id: request.id }),
      (err: unknown) =>
        answer({ type: 'failed', id: request.id, error: err instanceof Error ? err.message : String(err) }),
    );
  }
}

port.on('message', (request: SmtpRequest) => {
  switch (request.type) {
    case 'send':
      queue.push(request);
      break;
    case 'recorded': {
      const connection = connections.find((c) => c.carrying === request.id);
      if (connection) connection.carrying = undefined;
      break;
    }
    case 'close':
      // The pools' connections say QUIT; with the port closed too, the thread ends.
      for (const { transporter } of connections) transporter.close();
      port.close();
      return;
  }
  next();
});

answer({ type: 'ready' });
