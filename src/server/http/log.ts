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
    serializers: { err: serializeError, req: serializeRequest },
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

/**
 * Query parameters that are secrets, by name (any case, however encoded): an order page's key, a reset
 * link's token, a guest's cart id, a payment's client secret. Whoever can read a log could use them.
 */
const SECRET_PARAMS = new Set(['key', 'token', 'guestid', 'clientsecret', 'password']);

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** A request's URL as a log may hold it: the values of secret query parameters replaced, all else as sent. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0 || eq === part.length - 1) return part;
      return SECRET_PARAMS.has(decodedName(part.slice(0, eq))) ? `${part.slice(0, eq)}=[redacted]` : part;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** Fastify's request serializer (its fields), with the URL redacted. */
function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
