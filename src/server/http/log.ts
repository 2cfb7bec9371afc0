import { stdSerializers } from 'pino';

/** Fields never written to a log, wherever they sit in a logged object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'cardNumber',
  'cvc',
  'clientSecret',
];

/**
 * The logger's options: cookies and credentials redacted, and errors without the parameters of a
 * failed query (Drizzle puts them in the message, and they can hold a password hash or a token).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`]),
      ],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
  };
}

const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

function serializeError(err: Error) {
  const out = stdSerializers.err(err) as ReturnType<typeof stdSerializers.err> & Record<string, unknown>;
  delete out.params;
  if (typeof out.message === 'string') out.message = out.message.replace(PARAMS, '\nparams: [redacted]');
  if (typeof out.stack === 'string') out.stack = out.stack.replace(PARAMS, '\nparams: [redacted]');
  return out;
}
