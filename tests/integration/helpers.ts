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
