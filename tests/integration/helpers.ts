import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  urlOf,
  type Answer,
  type EndpointDeclaration,
  type EndpointInput,
  type InputOptional,
} from '../../src/domain/api/endpoint';
import type { PerfumeInput } from '../../src/domain/catalogue/admin-schemas';
import type { ApiErrorBody } from '../../src/domain/shared/errors';

export const newGuestId = () => `guest_${randomUUID()}`;

export const shipping = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '12 Rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
};

/**
 * A town, postal code and (where the country asks one) region in each country the tests send parcels
 * to, as that country's rules want them (domain/addresses; issue #43): `shipping` is in Paris.
 */
const LOCAL_PLACES: Record<string, { city: string; postalCode: string; region?: string }> = {
  AT: { city: 'Wien', postalCode: '1010' },
  AU: { city: 'Sydney', region: 'NSW', postalCode: '2000' },
  BE: { city: 'Bruxelles', postalCode: '1000' },
  CA: { city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6' },
  CH: { city: 'Zürich', postalCode: '8001' },
  CZ: { city: 'Praha', postalCode: '110 00' },
  DE: { city: 'Berlin', postalCode: '10115' },
  DK: { city: 'København', postalCode: '1050' },
  ES: { city: 'Madrid', postalCode: '28001' },
  FI: { city: 'Helsinki', postalCode: '00100' },
  GB: { city: 'London', postalCode: 'SW1A 1AA' },
  GR: { city: 'Athina', postalCode: '105 57' },
  IE: { city: 'Dublin', postalCode: 'D02 X285' },
  IT: { city: 'Roma', region: 'RM', postalCode: '00184' },
  JP: { city: 'Chiyoda', region: 'Tokyo', postalCode: '100-0001' },
  LI: { city: 'Vaduz', postalCode: '9490' },
  LU: { city: 'Luxembourg', postalCode: '1111' },
  MC: { city: 'Monaco', postalCode: '98000' },
  NL: { city: 'Amsterdam', postalCode: '1012 AB' },
  NO: { city: 'Oslo', postalCode: '0150' },
  PL: { city: 'Warszawa', postalCode: '00-001' },
  PT: { city: 'Lisboa', postalCode: '1000-001' },
  SE: { city: 'Stockholm', postalCode: '111 22' },
  US: { city: 'Austin', region: 'TX', postalCode: '78701' },
};

/** `shipping` with `changes`; a country named without its postal code gets a place of its own. */
export function shippingWith<T extends Partial<typeof shipping>>(changes: T): typeof shipping & T {
  const place = changes.country && changes.postalCode === undefined ? LOCAL_PLACES[changes.country] : undefined;
  return { ...shipping, ...place, ...changes };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type SendArgs<E extends EndpointDeclaration> =
  InputOptional<E> extends true
    ? [input?: EndpointInput<E>, headers?: Record<string, string>]
    : [input: EndpointInput<E>, headers?: Record<string, string>];

/** An answer to `Client.send`: the response, with its body read as the declaration's answer or as an error. */
export type Sent<E extends EndpointDeclaration> = LightMyRequestResponse & {
  readonly answer: Answer<E>;
  readonly error: ApiErrorBody;
};

/** A tiny client over app.inject that keeps the session cookie like a browser would. */
export class Client {
  private cookie: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async call(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
    };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const res = await this.app.inject(options);
    const setCookie = res.cookies.find((c) => c.name === 'sid');
    if (setCookie)
      this.cookie =
        setCookie.value && !(setCookie.expires && setCookie.expires.getTime() < Date.now())
          ? `sid=${setCookie.value}`
          : undefined;
    return res;
  }

  get sessionCookie() {
    return this.cookie;
  }
  set sessionCookie(value: string | undefined) {
    this.cookie = value;
  }

  /**
   * Calls an endpoint of src/domain/api as the browser's `call` does (path from `params`, `query` in the
   * URL, `body` as JSON), keeping the session cookie. `answer` is the body typed by the declaration,
   * `error` the error body: read the one the status says.
   */
  async send<E extends EndpointDeclaration>(declaration: E, ...[input, headers]: SendArgs<E>): Promise<Sent<E>> {
    const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    const res = await this.call(declaration.method, urlOf(declaration, parts), parts.body, headers);
    return Object.defineProperties(res, {
      answer: { get: () => res.json() as Answer<E> },
      error: { get: () => res.json() as ApiErrorBody },
    }) as Sent<E>;
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.call('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown) => this.call('PUT', url, body ?? {});
  delete = (url: string) => this.call('DELETE', url);
}

let userCounter = 0;
export function newUser(
  overrides: Partial<{ fullName: string; username: string; email: string; password: string }> = {},
) {
  const n = `${Date.now().toString(36)}${(userCounter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: 'Grace Hopper',
    username: `grace_${n}`,
    email: `grace_${n}@example.com`,
    password: 'cobol-forever',
    ...overrides,
  };
}

/** A perfume as the back office's form sends it (`POST /api/admin/perfumes`), with a name of its own. */
export const newPerfume = (over: Partial<PerfumeInput> = {}): PerfumeInput => ({
  name: `Figue Nocturne ${Math.random().toString(36).slice(2, 7)}`,
  description: 'Green fig leaf over milky sandalwood, for long summer evenings.',
  notes: 'Fig Leaf, Coconut, Sandalwood',
  gender: 'female',
  family: 'woody',
  price: 142.5,
  isNew: true,
  isBestseller: false,
  stock: null,
  imageSrc: '/images/perfumes/rose-de-minuit.svg',
  ...over,
});
