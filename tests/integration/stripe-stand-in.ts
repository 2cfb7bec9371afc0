import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the slice of Stripe's API the server calls (create, retrieve and
 * update a PaymentIntent; refund one), so the real `stripe` SDK can be exercised without a network.
 * Point the app at it with STRIPE_API_HOST=127.0.0.1, STRIPE_API_PORT=port, STRIPE_API_PROTOCOL=http.
 */

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled' | 'processing';
  livemode: boolean;
  created: number;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  metadata: Record<string, string>;
}

interface StandInRequest {
  method: string;
  path: string;
  /** The form-encoded body as Stripe's API receives it (flat keys such as `metadata[orderId]`). */
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface StripeStandIn {
  readonly url: string;
  readonly port: number;
  /** Every call received, oldest first. */
  readonly requests: readonly StandInRequest[];
  get(id: string): StandInIntent | undefined;
  succeed(id: string): StandInIntent;
  fail(id: string, message?: string): StandInIntent;
  setAmount(id: string, cents: number): StandInIntent;
  /** A Stripe event (`object: 'event'`) carrying a copy of the intent as it is now. */
  event(type: string, id: string): Record<string, unknown>;
  /** A `charge.refunded` event for the intent's charge (a refund made in Stripe's dashboard, say). */
  refundedEvent(id: string): Record<string, unknown>;
  /** Refunds made, by id. */
  readonly refunds: ReadonlyMap<string, { id: string; payment_intent: string; amount: number }>;
  /** While set, refunds are declined (as Stripe does for a charge too old to refund, say). */
  declineRefunds: boolean;

  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function stripeError(res: ServerResponse, status: number, code: string, message: string, param?: string) {
  const body = JSON.stringify({ error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } });
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${hex(7)}` });
  res.end(body);
}

function sendJson(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${hex(7)}` });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `metadata[orderId]=5` → { orderId: '5' }; an empty value unsets the key, as in Stripe. */
function applyMetadata(target: Record<string, string>, params: Record<string, string>) {
  for (const [key, value] of Object.entries(params)) {
    const m = /^metadata\[([^\]]+)\]$/.exec(key);
    if (!m) continue;
    if (value === '') delete target[m[1]!];
    else target[m[1]!] = value;
  }
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: StandInRequest[] = [];
  const refunds = new Map<
    string,
    { id: string; object: 'refund'; payment_intent: string; amount: number; status: 'succeeded' }
  >();
  const refundsByKey = new Map<string, string>();
  const state = { declineRefunds: false };

  const mustGet = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The Stripe stand-in has no intent ${id}`);
    return intent;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = req.method === 'GET' ? url.searchParams.toString() : await readBody(req);
      const params = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: url.pathname, params, headers: req.headers });

      if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? '')) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
        return;
      }

      if (url.pathname === '/v1/payment_intents' && req.method === 'POST') {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 1)
          return stripeError(res, 400, 'parameter_invalid_integer', 'Invalid integer', 'amount');
        if (!/^[a-z]{3}$/.test(params.currency ?? ''))
          return stripeError(res, 400, 'parameter_missing', 'Missing currency', 'currency');
        const id = `pi_test_${hex(12)}`;
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: params.currency!,
          client_secret: `${id}_secret_${hex(12)}`,
          status: 'requires_payment_method',
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          automatic_payment_methods: params['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
          last_payment_error: null,
          metadata: {},
        };
        applyMetadata(intent.metadata, params);
        intents.set(id, intent);
        return sendJson(res, intent);
      }

      if (url.pathname === '/v1/refunds' && req.method === 'POST') {
        // As Stripe: the same Idempotency-Key answers the same refund, never a second one.
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? refundsByKey.get(key) : undefined;
        if (known) return sendJson(res, refunds.get(known));
        const intent = intents.get(params.payment_intent ?? '');
        if (!intent)
          return stripeError(
            res,
            404,
            'resource_missing',
            `No such payment_intent: '${params.payment_intent}'`,
            'payment_intent',
          );
        if (state.declineRefunds)
          return stripeError(res, 400, 'charge_expired_for_refund', 'This charge is too old to be refunded.');
        if (intent.status !== 'succeeded')
          return stripeError(
            res,
            400,
            'charge_not_refundable',
            'This PaymentIntent has no successful charge to refund.',
          );
        const refund = {
          id: `re_test_${hex(12)}`,
          object: 'refund' as const,
          payment_intent: intent.id,
          amount: Number(params.amount ?? intent.amount),
          status: 'succeeded' as const,
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') refundsByKey.set(key, refund.id);
        return sendJson(res, refund);
      }

      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (one) {
        const id = decodeURIComponent(one[1]!);
        const intent = intents.get(id);
        if (!intent) return stripeError(res, 404, 'resource_missing', `No such payment_intent: '${id}'`, 'intent');
        if (req.method === 'GET') return sendJson(res, intent);
        if (req.method === 'POST') {
          if (params.amount !== undefined) {
            // As Stripe: the amount can change until the card is charged.
            if (intent.status === 'succeeded')
              return stripeError(
                res,
                400,
                'payment_intent_unexpected_state',
                'This PaymentIntent’s amount could not be updated because it has a status of succeeded.',
                'amount',
              );
            intent.amount = Number(params.amount);
          }
          applyMetadata(intent.metadata, params);
          return sendJson(res, intent);
        }
      }

      return stripeError(res, 404, 'resource_missing', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    get: (id) => {
      const intent = intents.get(id);
      return intent && structuredClone(intent);
    },
    succeed(id) {
      const intent = mustGet(id);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      return structuredClone(intent);
    },
    fail(id, message = 'Your card was declined.') {
      const intent = mustGet(id);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message };
      return structuredClone(intent);
    },
    setAmount(id, cents) {
      const intent = mustGet(id);
      intent.amount = cents;
      return structuredClone(intent);
    },
    event(type, id) {
      return {
        id: `evt_test_${hex(12)}`,
        object: 'event',
        api_version: '2024-06-20',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(mustGet(id)) },
      };
    },
    refundedEvent(id) {
      const intent = mustGet(id);
      const refund = [...refunds.values()].find((r) => r.payment_intent === id);
      return {
        id: `evt_test_${hex(12)}`,
        object: 'event',
        api_version: '2024-06-20',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'charge.refunded',
        data: {
          object: {
            id: `ch_test_${id.slice(-12)}`,
            object: 'charge',
            amount: intent.amount,
            amount_refunded: intent.amount,
            payment_intent: id,
            refunded: true,
            refunds: { object: 'list', data: refund ? [refund] : [] },
          },
        },
      };
    },
    refunds,
    get declineRefunds() {
      return state.declineRefunds;
    },
    set declineRefunds(value: boolean) {
      state.declineRefunds = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * A `Stripe-Signature` header for `payload`, as Stripe signs webhooks:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" keyed by the endpoint secret>`.
 */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
