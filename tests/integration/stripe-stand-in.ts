import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the slice of Stripe's API the server calls (create, retrieve and update a
 * PaymentIntent, on-session or off-session with a kept card; refund one; find or make a Customer; a
 * SetupIntent), so the real `stripe` SDK can be exercised without a network. Point the app at it with
 * STRIPE_API_HOST=127.0.0.1, STRIPE_API_PORT=port, STRIPE_API_PROTOCOL=http.
 *
 * Its payment methods are Stripe's test tokens: `pm_card_visa` (•••• 4242) pays, `pm_card_chargeDeclined`
 * (•••• 0002) is declined (402 card_declined) and `pm_card_authenticationRequired` (•••• 3184) is declined
 * off-session with 402 authentication_required, the intent in the error. A POST with an Idempotency-Key
 * seen before is answered with the first answer (`Idempotent-Replayed: true`), as Stripe does.
 */

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled' | 'processing';
  livemode: boolean;
  created: number;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { type: string; code: string; message: string; decline_code?: string } | null;
  metadata: Record<string, string>;
  customer: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  payment_method: string | null;
}

interface StandInCustomer {
  id: string;
  object: 'customer';
  created: number;
  livemode: boolean;
  metadata: Record<string, string>;
}

interface StandInSetup {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded';
  usage: string;
  customer: string | null;
  payment_method: string | null;
  livemode: boolean;
  created: number;
  metadata: Record<string, string>;
}

interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
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
  /** The intent is paid by `paymentMethod` (`pm_card_visa` unless told), kept on its customer when it asked so. */
  succeed(id: string, paymentMethod?: string): StandInIntent;
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
  /** Customers made, by id. */
  readonly customers: ReadonlyMap<string, StandInCustomer>;
  getSetup(id: string): StandInSetup | undefined;
  /** The card holder finishes a SetupIntent with `paymentMethod` (`pm_card_visa` unless told). */
  completeSetup(id: string, paymentMethod?: string): StandInSetup;

  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const now = () => Math.floor(Date.now() / 1000);

/** What a route answers: written once, and kept under its Idempotency-Key. */
interface Reply {
  status: number;
  body: unknown;
  /** Answered again for an Idempotency-Key seen before. */
  replayed?: true;
}

const ok = (body: unknown): Reply => ({ status: 200, body: structuredClone(body) });

function stripeError(status: number, code: string, message: string, param?: string): Reply {
  return { status, body: { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } } };
}

const missing = (kind: string, id: string | undefined, param: string) =>
  stripeError(404, 'resource_missing', `No such ${kind}: '${id}'`, param);

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

/** Whether the call asks for `field` expanded (`expand[0]=payment_method`). */
const expands = (params: Record<string, string>, field: string) =>
  Object.entries(params).some(([key, value]) => /^expand\[\d*\]$/.test(key) && value === field);

const card = (id: string, last4: string): StandInPaymentMethod => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4, exp_month: 12, exp_year: new Date().getFullYear() + 3 },
  customer: null,
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: StandInRequest[] = [];
  const refunds = new Map<
    string,
    { id: string; object: 'refund'; payment_intent: string; amount: number; status: 'succeeded' }
  >();
  const refundsByKey = new Map<string, string>();
  const customers = new Map<string, StandInCustomer>();
  const setups = new Map<string, StandInSetup>();
  const methods = new Map<string, StandInPaymentMethod>(
    [
      card('pm_card_visa', '4242'),
      card('pm_card_chargeDeclined', '0002'),
      card('pm_card_authenticationRequired', '3184'),
    ].map((m) => [m.id, m]),
  );
  /** The first answer to each Idempotency-Key, with the parameters it was given. */
  const replies = new Map<string, { params: string; reply: Reply }>();
  const state = { declineRefunds: false };

  const mustGet = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The Stripe stand-in has no intent ${id}`);
    return intent;
  };
  /** An object with its payment method expanded when the call asked for it. */
  const withMethod = <T extends { payment_method: string | null }>(object: T, params: Record<string, string>) =>
    ok(
      expands(params, 'payment_method') && object.payment_method
        ? { ...object, payment_method: methods.get(object.payment_method) ?? object.payment_method }
        : object,
    );
  const keepOn = (customer: string | null, paymentMethod: string) => {
    const method = methods.get(paymentMethod);
    if (method && customer) method.customer = customer;
  };

  /** A PaymentIntent confirmed with its payment method at once (an off-session charge of a kept card). */
  function confirmNow(intent: StandInIntent, offSession: boolean): Reply {
    const declined = (code: string, message: string, decline_code?: string): Reply => {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code, message, ...(decline_code ? { decline_code } : {}) };
      const error = { type: 'card_error', code, message, ...(decline_code ? { decline_code } : {}) };
      return { status: 402, body: { error: { ...error, payment_intent: structuredClone(intent) } } };
    };
    if (intent.payment_method === 'pm_card_chargeDeclined')
      return declined('card_declined', 'Your card was declined.', 'generic_decline');
    if (intent.payment_method === 'pm_card_authenticationRequired') {
      if (offSession)
        return declined(
          'authentication_required',
          'Your card was declined. This transaction requires authentication.',
          'authentication_required',
        );
      intent.status = 'requires_action';
      return ok(intent);
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    if (intent.setup_future_usage && intent.payment_method) keepOn(intent.customer, intent.payment_method);
    return ok(intent);
  }

  function createIntent(params: Record<string, string>): Reply {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(400, 'parameter_invalid_integer', 'Invalid integer', 'amount');
    if (!/^[a-z]{3}$/.test(params.currency ?? ''))
      return stripeError(400, 'parameter_missing', 'Missing currency', 'currency');
    if (params.customer && !customers.has(params.customer)) return missing('customer', params.customer, 'customer');
    if (params.payment_method && !methods.has(params.payment_method))
      return missing('PaymentMethod', params.payment_method, 'payment_method');
    const sfu = params.setup_future_usage;
    if (sfu !== undefined && sfu !== 'off_session' && sfu !== 'on_session')
      return stripeError(400, 'parameter_invalid_empty', 'Invalid setup_future_usage', 'setup_future_usage');
    if (params.off_session === 'true' && (params.confirm !== 'true' || !params.payment_method || !params.customer))
      return stripeError(
        400,
        'parameter_missing',
        'off_session needs confirm, a payment_method and its customer',
        'off_session',
      );
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
      created: now(),
      automatic_payment_methods: params['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
      last_payment_error: null,
      metadata: {},
      customer: params.customer ?? null,
      setup_future_usage: sfu ?? null,
      payment_method: params.payment_method ?? null,
    };
    applyMetadata(intent.metadata, params);
    intents.set(id, intent);
    return params.confirm === 'true' && intent.payment_method
      ? confirmNow(intent, params.off_session === 'true')
      : ok(intent);
  }

  function refund(params: Record<string, string>, key: string | undefined): Reply {
    // As Stripe: the same Idempotency-Key answers the same refund, never a second one.
    const known = key ? refundsByKey.get(key) : undefined;
    if (known) return ok(refunds.get(known));
    const intent = intents.get(params.payment_intent ?? '');
    if (!intent) return missing('payment_intent', params.payment_intent, 'payment_intent');
    if (state.declineRefunds)
      return stripeError(400, 'charge_expired_for_refund', 'This charge is too old to be refunded.');
    if (intent.status !== 'succeeded')
      return stripeError(400, 'charge_not_refundable', 'This PaymentIntent has no successful charge to refund.');
    const made = {
      id: `re_test_${hex(12)}`,
      object: 'refund' as const,
      payment_intent: intent.id,
      amount: Number(params.amount ?? intent.amount),
      status: 'succeeded' as const,
    };
    refunds.set(made.id, made);
    if (key) refundsByKey.set(key, made.id);
    return ok(made);
  }

  function customerRoutes(method: string, path: string, params: Record<string, string>): Reply | undefined {
    if (path === '/v1/customers' && method === 'POST') {
      const customer: StandInCustomer = {
        id: `cus_test_${hex(8)}`,
        object: 'customer',
        created: now(),
        livemode: false,
        metadata: {},
      };
      applyMetadata(customer.metadata, params);
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (path === '/v1/customers/search' && method === 'GET') {
      // Only the form the shop asks: metadata['key']:'value'.
      const m = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(params.query ?? '');
      if (!m) return stripeError(400, 'parameter_invalid_string', 'Unsupported search query', 'query');
      const data = [...customers.values()]
        .filter((c) => c.metadata[m[1]!] === m[2])
        .slice(0, Number(params.limit ?? 10));
      return ok({ object: 'search_result', data, has_more: false, next_page: null, url: path });
    }
    const one = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (one && method === 'GET') {
      const customer = customers.get(decodeURIComponent(one[1]!));
      return customer ? ok(customer) : missing('customer', one[1], 'id');
    }
    return undefined;
  }

  function setupRoutes(method: string, path: string, params: Record<string, string>): Reply | undefined {
    if (path === '/v1/setup_intents' && method === 'POST') {
      if (params.customer && !customers.has(params.customer)) return missing('customer', params.customer, 'customer');
      const id = `seti_test_${hex(12)}`;
      const setup: StandInSetup = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${hex(12)}`,
        status: 'requires_payment_method',
        usage: params.usage ?? 'off_session',
        customer: params.customer ?? null,
        payment_method: null,
        livemode: false,
        created: now(),
        metadata: {},
      };
      applyMetadata(setup.metadata, params);
      setups.set(id, setup);
      return ok(setup);
    }
    const one = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (one && method === 'GET') {
      const setup = setups.get(decodeURIComponent(one[1]!));
      return setup ? withMethod(setup, params) : missing('setup_intent', one[1], 'intent');
    }
    return undefined;
  }

  function intentRoutes(method: string, path: string, params: Record<string, string>): Reply | undefined {
    if (path === '/v1/payment_intents' && method === 'POST') return createIntent(params);
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (!one) return undefined;
    const id = decodeURIComponent(one[1]!);
    const intent = intents.get(id);
    if (!intent) return missing('payment_intent', id, 'intent');
    if (method === 'GET') return withMethod(intent, params);
    if (method !== 'POST') return undefined;
    if (params.amount !== undefined) {
      // As Stripe: the amount can change until the card is charged.
      if (intent.status === 'succeeded')
        return stripeError(
          400,
          'payment_intent_unexpected_state',
          'This PaymentIntent’s amount could not be updated because it has a status of succeeded.',
          'amount',
        );
      intent.amount = Number(params.amount);
    }
    applyMetadata(intent.metadata, params);
    return ok(intent);
  }

  function route(req: IncomingMessage, path: string, params: Record<string, string>): Reply {
    const method = req.method ?? '';
    const key = req.headers['idempotency-key'];
    if (path === '/v1/refunds' && method === 'POST') return refund(params, typeof key === 'string' ? key : undefined);
    const answer = () =>
      intentRoutes(method, path, params) ??
      customerRoutes(method, path, params) ??
      setupRoutes(method, path, params) ??
      stripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
    if (method !== 'POST' || typeof key !== 'string') return answer();
    // As Stripe: a key seen before answers its first answer (an error too); with other parameters, it is refused.
    const sent = JSON.stringify(params);
    const seen = replies.get(key);
    if (seen && seen.params !== sent)
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        },
      };
    if (seen) return { ...seen.reply, replayed: true };
    const reply = answer();
    replies.set(key, { params: sent, reply });
    return reply;
  }

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
      const reply = route(req, url.pathname, params);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_${hex(7)}`,
        ...(reply.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(reply.body));
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
    succeed(id, paymentMethod = 'pm_card_visa') {
      const intent = mustGet(id);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      intent.payment_method = paymentMethod;
      if (intent.setup_future_usage) keepOn(intent.customer, paymentMethod);
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
    customers,
    getSetup: (id) => {
      const setup = setups.get(id);
      return setup && structuredClone(setup);
    },
    completeSetup(id, paymentMethod = 'pm_card_visa') {
      const setup = setups.get(id);
      if (!setup) throw new Error(`The Stripe stand-in has no setup ${id}`);
      setup.status = 'succeeded';
      setup.payment_method = paymentMethod;
      keepOn(setup.customer, paymentMethod);
      return structuredClone(setup);
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
