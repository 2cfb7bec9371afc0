import type { CompiledMessages, MessageCompiler } from './translator';

/**
 * The message catalogues (docs/decisions/069-languages.md): `locales/<language>/<area>.json`, each the English
 * text of a message (its id, an ICU message) to the language's. The English catalogue is the ids themselves:
 * every language's files hold the same ids (a test fails on one missing). An area is what a part of the shop
 * reads: `admin*` the back office's (loaded with its code), `server*` the mails', documents' and API's (never
 * sent to a browser), any other the storefront's (loaded before its first render).
 */
export type Catalogue = Record<string, string>;

export type AreaGroup = 'shop' | 'admin' | 'server';

/** The group an area's file belongs to, by its name. */
export function groupOfArea(area: string): AreaGroup {
  if (area.startsWith('admin')) return 'admin';
  if (area.startsWith('server')) return 'server';
  return 'shop';
}

/**
 * A catalogue compiled: its translations, or (`english`) its ids, which are the English messages; an English
 * message with no values is left out (the translator shows a missing message as its id).
 */
export function compileCatalogue(catalogue: Catalogue, compile: MessageCompiler, english = false): CompiledMessages {
  const out: CompiledMessages = {};
  for (const [id, text] of Object.entries(catalogue)) {
    const compiled = compile(english ? id : text);
    if (english && Array.isArray(compiled) && compiled.length === 1 && compiled[0] === id) continue;
    out[id] = compiled;
  }
  return out;
}

/**
 * The element naming a page's storefront messages: `<link rel="preload" as="fetch" id="messages" href="…">` in its
 * head, the address `shopMessagesPath` writes (the browser fetches them once per deploy and language, then keeps
 * them: a page no longer carries them in its body).
 */
export const MESSAGES_ID = 'messages';

/**
 * Where a language's storefront messages are (`GET /api/messages/shop`): `version` names their text, so the
 * address changes with them and the browser may keep an answer for good.
 */
export const shopMessagesPath = (locale: string, version: string): string =>
  `/api/messages/shop?lang=${encodeURIComponent(locale)}&v=${encodeURIComponent(version)}`;
