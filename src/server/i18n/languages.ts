import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type AreaGroup, type Catalogue, compileCatalogue, groupOfArea } from '../../domain/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../domain/i18n/locales';
import { type CompiledMessages, createTranslator, type Translator } from '../../domain/i18n/translator';
import { projectRoot } from '../paths';

/** Where the catalogues are: `locales/<language>/<area>.json` (docs/decisions/069-languages.md). */
const localesFolder = join(projectRoot, 'locales');

/** Every language's catalogues, by area, read from `folder`. */
function readCatalogues(folder = localesFolder): Map<Locale, Map<string, Catalogue>> {
  const out = new Map<Locale, Map<string, Catalogue>>();
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const dir = join(folder, locale);
    const areas = new Map<string, Catalogue>();
    if (existsSync(dir)) {
      for (const file of readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        areas.set(file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue);
      }
    }
    out.set(locale, areas);
  }
  return out;
}

/** The shop's languages as the server holds them: a translator each, and what a page of each carries. */
export interface Languages {
  /** The language's translator (every area's messages); the default language's for one the shop lacks. */
  translator(locale: Locale | undefined): Translator;
  /**
   * A group's compiled messages as JSON, for a page to fetch (`GET /api/messages/shop`) or the back office to
   * load (`GET /api/messages/admin`): the language's own, never another's.
   */
  messagesJson(locale: Locale, group: Exclude<AreaGroup, 'server'>): string;
  /** A name for that JSON's text (a hash of it): the storefront's messages' address carries it (`shopMessagesPath`). */
  messagesVersion(locale: Locale, group: Exclude<AreaGroup, 'server'>): string;
}

/**
 * Reads and compiles the catalogues once. The English catalogue is the ids of the others' (every language
 * holds the same ids: locales.test.ts), English messages with values compiled.
 */
export function loadLanguages(folder = localesFolder): Languages {
  const catalogues = readCatalogues(folder);
  const compiled = new Map<Locale, Map<AreaGroup, CompiledMessages>>();
  const english = new Map<AreaGroup, CompiledMessages>();
  for (const [locale, areas] of catalogues) {
    const groups = new Map<AreaGroup, CompiledMessages>();
    for (const [area, catalogue] of areas) {
      const group = groupOfArea(area);
      groups.set(group, { ...groups.get(group), ...compileCatalogue(catalogue, compileMessage) });
      english.set(group, { ...english.get(group), ...compileCatalogue(catalogue, compileMessage, true) });
    }
    compiled.set(locale, groups);
  }
  compiled.set(DEFAULT_LOCALE, english);

  // The server's translator holds every group; where the back office's words and the server's share an English
  // text and differ (they never meet on one page: scripts/messages.ts), the server's own win.
  const all = (locale: Locale): CompiledMessages => {
    const groups = compiled.get(locale);
    return Object.assign({}, groups?.get('shop'), groups?.get('admin'), groups?.get('server')) as CompiledMessages;
  };
  const translators = new Map(LOCALES.map((l) => [l, createTranslator(l, all(l), compileMessage)]));
  const json = new Map<string, string>();
  const versions = new Map<string, string>();
  return {
    translator: (locale) => translators.get(isLocale(locale) ? locale : DEFAULT_LOCALE)!,
    messagesJson(locale, group) {
      const key = `${locale}|${group}`;
      let text = json.get(key);
      if (text === undefined) {
        text = JSON.stringify(compiled.get(isLocale(locale) ? locale : DEFAULT_LOCALE)?.get(group) ?? {});
        json.set(key, text);
      }
      return text;
    },
    messagesVersion(locale, group) {
      const key = `${locale}|${group}`;
      let version = versions.get(key);
      if (version === undefined) {
        version = createHash('sha256').update(this.messagesJson(locale, group)).digest('base64url').slice(0, 16);
        versions.set(key, version);
      }
      return version;
    },
  };
}

let shared: Languages | undefined;
/** The process's languages, read from `locales/` once (every app a process builds shares them). */
export function sharedLanguages(): Languages {
  shared ??= loadLanguages();
  return shared;
}
