/**
 * The SMTP thread's code (a worker_thread, started by smtp-thread.ts; built as dist/server/smtp-worker.js
 * beside the server's bundle). It holds the pooled nodemailer transport and does the SMTP exchanges,
 * so they never wait for the main thread, which the embedded store's queries keep busy under load.
 * It knows nothing of the outbox: it sends what it is handed and answers, per message, sent or the error.
 */
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { SmtpAnswer, SmtpRequest, SmtpThreadOptions } from './smtp-thread';

const port = parentPort;
if (!port) throw new Error('smtp-worker runs as a worker thread (see smtp-thread.ts)');
const answer = (a: SmtpAnswer) => port.postMessage(a);

const { transport } = workerData as SmtpThreadOptions;
const transporter = nodemailer.createTransport({ ...transport, pool: true });
transporter.on('error', (err) => answer({ type: 'error', error: err.message }));

port.on('message', (request: SmtpRequest) => {
  if (request.type === 'close') {
    // The pool's connections say QUIT; with the port closed too, the thread ends.
    transporter.close();
    port.close();
    return;
  }
  transporter.sendMail(request.message).then(
    () => answer({ type: 'sent', id: request.id }),
    (err: unknown) =>
      answer({ type: 'failed', id: request.id, error: err instanceof Error ? err.message : String(err) }),
  );
});

answer({ type: 'ready' });
