import { describe, expect, it } from 'vitest';
import { paidOrder, useTestApp } from './fixtures';
import { newGuestId } from './helpers';

/*
 * The API's errors in the caller's language (docs/decisions/069-languages.md): `?lang=`, else
 * `Accept-Language`, else English. The message is the catalogue's (locales/fr/errors.json for the codes'
 * own words, locales/fr/server-errors.json for the server's), with its values; the code never changes.
 */

const shop = useTestApp();

type Ask = { lang?: string; acceptLanguage?: string };

async function ask(method: 'GET' | 'POST', url: string, payload: unknown, { lang, acceptLanguage }: Ask = {}) {
  const res = await shop.app.inject({
    method,
    url: lang ? `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` : url,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: res.statusCode,
    body: res.json<{ message: string; code: string; errors?: { message: string }[] }>(),
    headers: res.headers,
  };
}

const wrongPassword = () => ({ email: `nobody-${newGuestId()}@example.com`, password: 'not-the-password-1' });

describe('error answers in French', () => {
  it('a wrong password: the French words, the same code, Content-Language fr', async () => {
    const english = await ask('POST', '/api/auth/login', wrongPassword());
    expect(english.status).toBe(401);
    expect(english.body).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(english.headers['content-language']).toBe('en');

    const byQuery = await ask('POST', '/api/auth/login', wrongPassword(), { lang: 'fr' });
    expect(byQuery.status).toBe(401);
    expect(byQuery.body).toEqual({ message: 'E-mail ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' });
    expect(byQuery.headers['content-language']).toBe('fr');
    expect(String(byQuery.headers.vary)).toMatch(/accept-language/i);

    const byHeader = await ask('POST', '/api/auth/login', wrongPassword(), { acceptLanguage: 'fr-FR,fr;q=0.9' });
    expect(byHeader.status).toBe(401);
    expect(byHeader.body).toEqual(byQuery.body);
    expect(byHeader.headers['content-language']).toBe('fr');
  });

  it('?lang= wins over Accept-Language', async () => {
    const res = await ask('POST', '/api/auth/login', wrongPassword(), { lang: 'en', acceptLanguage: 'fr' });
    expect(res.body.message).toBe('Invalid email or password');
    expect(res.headers['content-language']).toBe('en');
  });

  it('an unknown order: 404 ORDER_NOT_FOUND in French', async () => {
    const english = await ask('GET', '/api/orders/999999', undefined);
    const french = await ask('GET', '/api/orders/999999', undefined, { lang: 'fr' });
    expect(english.status).toBe(404);
    expect(french.status).toBe(404);
    expect(english.body).toEqual({ message: 'Order not found', code: 'ORDER_NOT_FOUND' });
    expect(french.body).toEqual({ message: 'Commande introuvable', code: 'ORDER_NOT_FOUND' });
  });

  it('a refused field: the message and each field’s words in French', async () => {
    const body = { email: `ada\u0007-${newGuestId()}@example.com`, password: 'whatever-password-1' };
    const english = await ask('POST', '/api/auth/login', body);
    const french = await ask('POST', '/api/auth/login', body, { acceptLanguage: 'fr' });
    expect(english.status).toBe(400);
    expect(french.status).toBe(400);
    expect(english.body.code).toBe('CONTROL_CHARACTER');
    expect(french.body.code).toBe('CONTROL_CHARACTER');
    expect(english.body.message).toBe('Text may not contain control characters or broken characters');
    expect(french.body.message).toBe('Le texte ne peut contenir ni caractères de contrôle ni caractères corrompus');
    expect(french.body.errors?.map((e) => e.message)).toEqual([
      'Le texte ne peut contenir ni caractères de contrôle ni caractères corrompus',
    ]);
  });

  it('a message with values is translated with them', async () => {
    const guestId = newGuestId();
    const line = { perfumeId: 1, quantity: 1, volume: 7 };
    const english = await ask('POST', `/api/cart?guestId=${guestId}`, line);
    const french = await ask('POST', `/api/cart?guestId=${guestId}`, line, { lang: 'fr' });
    expect(english.status).toBe(404);
    expect(english.body).toEqual({ message: 'This perfume is not sold in 7 ml.', code: 'SIZE_NOT_FOUND' });
    expect(french.status).toBe(404);
    expect(french.body).toEqual({ message: 'Ce parfum n’est pas vendu en 7 ml.', code: 'SIZE_NOT_FOUND' });
  });

  it('an unknown API route: the server’s own words in French', async () => {
    const french = await ask('GET', '/api/no-such-thing', undefined, { lang: 'fr' });
    expect(french.status).toBe(404);
    expect(french.body).toEqual({
      message: 'Aucune route de l’API ne répond à cette méthode et à ce chemin',
      code: 'NOT_FOUND',
    });
    expect(french.headers['content-language']).toBe('fr');
  });
});

describe('the language of an order', () => {
  it('is the one it is placed in: the body’s, else the request’s, else English; a language the shop lacks is refused', async () => {
    const english = await paidOrder(shop, { lines: [[1, 1]] });
    expect(english.locale).toBe('en');
    const french = await paidOrder(shop, { lines: [[2, 1]], locale: 'fr' });
    expect(french.locale).toBe('fr');
    const read = await shop.app.inject({ url: `/api/orders/${french.id}?key=${french.accessKey}` });
    expect(read.json<{ locale: string }>().locale).toBe('fr');

    const refused = await ask('POST', '/api/orders', { guestId: newGuestId(), locale: 'xx' }, { lang: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION');
    expect(refused.body.errors?.[0]?.message).toBe('Choisissez une langue que la boutique parle.');
  });
});

describe("the back office's words", () => {
  it('GET /api/messages/admin: the French ones in French, English ids with values compiled, validated by ETag', async () => {
    const french = await shop.app.inject({ method: 'GET', url: '/api/messages/admin?lang=fr' });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-language']).toBe('fr');
    const messages = french.json<Record<string, unknown>>();
    expect(messages['Admin Dashboard']).toEqual(['Back-office']);
    // Only the back office's: a storefront message is the page's, carried by the page.
    expect(messages['Add to Cart']).toBeUndefined();

    const again = await shop.app.inject({
      method: 'GET',
      url: '/api/messages/admin?lang=fr',
      headers: { 'if-none-match': String(french.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const english = await shop.app.inject({ method: 'GET', url: '/api/messages/admin' });
    expect(english.headers['content-language']).toBe('en');
    expect(english.json<Record<string, unknown>>()['Admin Dashboard']).toBeUndefined();
    expect(english.headers.etag).not.toBe(french.headers.etag);
  });
});
