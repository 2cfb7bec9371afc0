import { createHash } from 'node:crypto';
import { MAX_CART_LINES, MAX_ORDER_TOTAL_CENTS, MAX_QUANTITY } from '../../domain/cart/cart';
import { UNPAID_WINDOW_MS } from '../../domain/checkout/holds';
import {
  escapeText,
  fillFacts,
  HOUSE_FACTS,
  HOUSE_PAGE_SLUGS,
  type HouseFactName,
  type HouseFacts,
  type HousePageSlug,
  housePageTitles,
  type SayProblem,
  sayInEnglish,
} from '../../domain/pages/house-text';
import type {
  AdminHousePage,
  AdminHousePages,
  HousePage,
  HousePageInput,
  HousePageTranslations,
} from '../../domain/pages/schemas';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from '../../domain/i18n/locales';
import type { Translator } from '../../domain/i18n/translator';
import { RETURN_WINDOW_DAYS } from '../../domain/returns/window';
import { SAMPLE_CREDIT_DAYS } from '../../domain/samples/samples';
import { PRIVACY_EMAIL } from '../../domain/settings/house';
import type { ShippingZone } from '../../domain/shipping/schemas';
import { deliveryEstimate, methodNameIn } from '../../domain/shipping/shipping';
import { pageShapeProblems } from '../../domain/pages/house-shapes';
import { toMinor } from '../../domain/currency/currency';
import { formatMoney } from '../../domain/shared/money';
import { countInWords } from '../../domain/shared/text';
import type { AuditService } from '../audit/service';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { Db, Store } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError, type ErrorText } from '../http/errors';
import type { SettingsService } from '../settings/service';
import { type Languages, sharedLanguages } from '../i18n/languages';
import type { ShippingService } from '../shipping/service';
import { firstWords } from './first-words';
import { listPages, writePage } from './repo';

/** Tells every server process a house page or a fact it reads changed (PostgreSQL NOTIFY channel). */
const PAGES_CHANGED = 'house_pages_changed';

/** What the pages read of the other features: the settings and the shipping zones they describe. */
interface HousePagesSources {
  settings: Pick<SettingsService, 'madeToOrderDays' | 'giftWrapCents' | 'publicHouse' | 'onChange'>;
  shipping: Pick<ShippingService, 'zones' | 'onChange'>;
  /** The collection, counted ("{perfumeCount} fragrances"). */
  catalogue: Pick<CatalogueSnapshot, 'perfumes'>;
  currency: string;
  samplePriceCents: number;
}

interface Loaded {
  /** Each page as written, with its facts still placeholders, and its words in the other languages. */
  written: Map<HousePageSlug, AdminHousePage>;
  /** The facts in each language. */
  facts: Map<Locale, HouseFacts>;
  /** Each page as shoppers read it, in each language. */
  read: Map<Locale, Map<HousePageSlug, HousePage>>;
  version: string;
  /** The collection's count its facts state ({perfumeCount}). */
  perfumeCount: number;
}

/** What HousePagesService is built from (services.ts gives each by name). */
export interface HousePagesDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  sources: HousePagesSources;
  store: Pick<Store, 'notify' | 'listen'>;
  /** The translators the pages' titles and facts are written with (the process's languages unless given). */
  languages?: Pick<Languages, 'translator'>;
}

/**
 * The house_pages table's one owner (issue #43): the words of the house's pages as the owner writes
 * them, and the same pages with their facts filled in from the settings. Read once per change and
 * kept in memory, since every server render of a client-care page reads them; a page saved here, or a
 * setting a page names (the made-to-order days, the gift wrap, the contact e-mail, the shipping
 * zones), reads them again in every process.
 */
export class HousePagesService {
  private loaded: Promise<Loaded> | undefined;

  private readonly db: Db;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly sources: HousePagesSources;
  private readonly store: Pick<Store, 'notify' | 'listen'>;
  private readonly languages: Pick<Languages, 'translator'>;

  constructor({ db, audit, sources, store, languages = sharedLanguages() }: HousePagesDeps) {
    this.db = db;
    this.audit = audit;
    this.sources = sources;
    this.store = store;
    this.languages = languages;
    store.listen(PAGES_CHANGED, () => this.forget());
    // Another feature's setting a page states: read again (that feature tells the other processes).
    sources.settings.onChange(() => this.forget());
    sources.shipping.onChange(() => this.forget());
  }

  /**
   * A page as shoppers read it in `locale`: each field the owner's words in it, else the owner's English, else
   * (a page never saved) the house's first words in it.
   */
  async page(slug: HousePageSlug, locale: Locale = DEFAULT_LOCALE): Promise<HousePage> {
    const { read } = await this.load();
    return (read.get(locale) ?? read.get(DEFAULT_LOCALE)!).get(slug)!;
  }

  /** Every fact the pages state, as words in `locale`. */
  async facts(locale: Locale = DEFAULT_LOCALE): Promise<HouseFacts> {
    const { facts } = await this.load();
    return facts.get(locale) ?? facts.get(DEFAULT_LOCALE)!;
  }

  /** Changes whenever a page's words or a fact it reads does: the server's rendered pages are kept under it. */
  async version(): Promise<string> {
    return (await this.load()).version;
  }

  /** The pages as written, and every fact with what it reads now, described in the reader's language (`t`). */
  async forBackOffice(t: Translator['t'] = (message) => message): Promise<AdminHousePages> {
    const { written, facts } = await this.load();
    const english = facts.get(DEFAULT_LOCALE)!;
    return {
      pages: HOUSE_PAGE_SLUGS.map((slug) => written.get(slug)!),
      facts: (Object.keys(HOUSE_FACTS) as HouseFactName[]).map((name) => ({
        name,
        description: t(HOUSE_FACTS[name]),
        value: english[name],
      })),
    };
  }

  /**
   * Saves a page's words and their translations (checked by housePageInputSchema; a translation's empty field
   * is left out, so that language shows the English): shoppers read them at once.
   */
  async update(
    slug: HousePageSlug,
    input: HousePageInput,
    adminId: number,
    reader?: Pick<Translator, 'locale' | 't'>,
  ): Promise<AdminHousePage> {
    const translations = keptTranslations(input.translations);
    // The About story, the testimonials and the collection's introductions need their parts, in every language.
    // Each problem said under its field in the caller's language, the first also as the catalogue's words with
    // their values (the answer's message, said in it by the i18n plugin).
    const said: ErrorText[] = [];
    const inTheirs = reader && reader.locale !== DEFAULT_LOCALE ? reader.t : sayInEnglish;
    const say: SayProblem = (id, values) => {
      said.push(values ? { id, values } : { id });
      return inTheirs(id, values);
    };
    const problems = [
      ...pageShapeProblems(slug, input.body, say).map((message) => ({ path: 'body', message })),
      ...Object.entries(translations).flatMap(([locale, words]) =>
        words.body
          ? pageShapeProblems(slug, words.body, say).map((message) => ({
              path: `translations.${locale}.body`,
              message,
            }))
          : [],
      ),
    ];
    if (problems.length)
      throw AppError.badRequest('VALIDATION', said[0]!.id, { values: said[0]!.values, errors: problems });
    await withTransaction(this.db, async (tx) => {
      await writePage(tx, slug, { intro: input.intro, body: input.body, translations, updatedBy: adminId });
      await this.audit.record(
        {
          adminId,
          action: 'settings.update',
          entity: 'settings',
          entityId: `page:${slug}`,
          details: { page: slug, introLength: input.intro.length, bodyLength: input.body.length },
        },
        tx,
      );
    });
    this.forget();
    await this.store.notify(PAGES_CHANGED);
    return (await this.load()).written.get(slug)!;
  }

  private forget(): void {
    this.loaded = undefined;
  }

  /**
   * The pages as loaded, read again when the collection's count they state has changed: asked of the
   * catalogue's snapshot (in memory), so a stock change, which drops that snapshot, reloads nothing here.
   */
  private async load(): Promise<Loaded> {
    const loading = this.loadOnce();
    const [loaded, perfumes] = await Promise.all([loading, this.sources.catalogue.perfumes()]);
    if (perfumes.length === loaded.perfumeCount) return loaded;
    if (this.loaded === loading) this.forget();
    return this.loadOnce();
  }

  private loadOnce(): Promise<Loaded> {
    if (!this.loaded) {
      const loading = (async (): Promise<Loaded> => {
        const perfumeCount = (await this.sources.catalogue.perfumes()).length;
        const [rows, facts] = await Promise.all([listPages(this.db), this.readFacts(perfumeCount)]);
        const saved = new Map(rows.map((r) => [r.slug, r]));
        const written = new Map<HousePageSlug, AdminHousePage>();
        const read = new Map(LOCALES.map((locale) => [locale, new Map<HousePageSlug, HousePage>()]));
        for (const slug of HOUSE_PAGE_SLUGS) {
          const row = saved.get(slug);
          const first = firstWords(DEFAULT_LOCALE, slug);
          const page: HousePage = {
            slug,
            title: housePageTitles[slug],
            intro: row?.intro ?? first.intro,
            body: row?.body ?? first.body,
            updatedAt: row ? row.updatedAt.toISOString() : null,
          };
          // The other languages: the owner's words in them, else (the page never saved) the house's first ones.
          const translations: HousePageTranslations = {};
          for (const locale of LOCALES)
            if (locale !== DEFAULT_LOCALE)
              translations[locale] = row ? (row.translations[locale] ?? {}) : firstWords(locale, slug);
          written.set(slug, { ...page, translations });
          for (const locale of LOCALES) {
            const own = locale === DEFAULT_LOCALE ? page : { ...page, ...keptWords(translations[locale] ?? {}) };
            const inLocale = facts.get(locale)!;
            read.get(locale)!.set(slug, {
              ...page,
              title: this.languages.translator(locale).t(housePageTitles[slug]),
              intro: fillFacts(own.intro, inLocale),
              body: fillFacts(own.body, inLocale),
            });
          }
        }
        const version = createHash('sha256')
          .update(JSON.stringify([[...facts.values()], ...[...read.values()].map((pages) => [...pages.values()])]))
          .digest('base64url')
          .slice(0, 16);
        return { written, facts, read, version, perfumeCount };
      })();
      this.loaded = loading;
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined; // the next request tries again
      });
    }
    return this.loaded;
  }

  /** Every fact a page may name, as words in each language, from the settings and rules it describes. */
  private async readFacts(perfumeCount: number): Promise<Map<Locale, HouseFacts>> {
    const { settings, shipping } = this.sources;
    const [days, wrap, house, zones] = await Promise.all([
      settings.madeToOrderDays(),
      settings.giftWrapCents(),
      settings.publicHouse(),
      shipping.zones(),
    ]);
    const read = { days, wrap, house, zones, perfumeCount };
    return new Map(LOCALES.map((locale) => [locale, this.factsIn(this.languages.translator(locale), read)]));
  }

  /** The facts as `tr`'s language writes them. */
  private factsIn(tr: Translator, { days, wrap, house, zones, perfumeCount }: FactSources): HouseFacts {
    const { currency, samplePriceCents } = this.sources;
    const english = tr.locale === DEFAULT_LOCALE;
    // English as it always was; another language as it writes amounts and counts (digits: no words for them).
    const money = (cents: number) => (english ? formatMoney(cents, currency) : tr.money(cents, currency));
    const count = english ? countInWords(perfumeCount) : tr.number(perfumeCount);
    const methods = zones.flatMap((z) => z.methods);
    const lowest = (values: number[]) => (values.length ? Math.min(...values) : undefined);
    // The methods' own prices are in the default market's currency, by its exponent (decision 070).
    const from = lowest(methods.map((m) => toMinor(m.price, currency)));
    const free = lowest(methods.flatMap((m) => (m.freeAbove === null ? [] : [toMinor(m.freeAbove, currency)])));
    return {
      madeToOrderDays: String(days),
      returnWindowDays: String(RETURN_WINDOW_DAYS),
      shippingFrom: from === undefined ? tr.t('the price checkout shows') : money(from),
      freeShippingFrom: free === undefined ? tr.t('no amount') : money(free),
      shippingMethods: shippingList(zones, (major) => money(toMinor(major, currency)), tr),
      giftWrapPrice: money(wrap),
      samplePrice: money(samplePriceCents),
      sampleCreditDays: String(SAMPLE_CREDIT_DAYS),
      maxQuantity: String(MAX_QUANTITY),
      maxCartLines: String(MAX_CART_LINES),
      maxOrderTotal: money(MAX_ORDER_TOTAL_CENTS),
      unpaidHours: String(UNPAID_WINDOW_MS / 3_600_000),
      houseEmail: house.email,
      privacyEmail: PRIVACY_EMAIL,
      legalAddress: escapeText([house.name, ...house.address].join(', ')),
      perfumeCount: count.toLowerCase(),
      PerfumeCount: count,
    };
  }
}

/** What the facts are read from, once for every language. */
interface FactSources {
  days: number;
  wrap: number;
  house: Awaited<ReturnType<HousePagesSources['settings']['publicHouse']>>;
  zones: ShippingZone[];
  perfumeCount: number;
}

/** A translation's fields that hold words (an empty one shows the English). */
function keptWords(words: { intro?: string; body?: string }): { intro?: string; body?: string } {
  return {
    ...(words.intro ? { intro: words.intro } : {}),
    ...(words.body ? { body: words.body } : {}),
  };
}

/** The translations as saved: the languages with words, each with its fields that hold some. */
function keptTranslations(translations: HousePageTranslations | undefined): HousePageTranslations {
  const kept: HousePageTranslations = {};
  for (const [locale, words] of Object.entries(translations ?? {})) {
    const own = keptWords(words);
    if (isLocale(locale) && locale !== DEFAULT_LOCALE && (own.intro || own.body)) kept[locale] = own;
  }
  return kept;
}

/**
 * The zones and their methods as a list of the page's format, in `tr`'s language: "**France**: Standard, €6.00
 * (free above €150.00), 2–4 business days"; `price` writes a method's amount (major units of its currency).
 */
function shippingList(zones: ShippingZone[], price: (major: number) => string, tr: Translator): string {
  const lines = zones
    .filter((z) => z.methods.length > 0)
    .map((z) => {
      const name = z.restOfWorld && !z.name ? tr.t('Rest of the world') : z.name;
      const methods = z.methods.map((m) => {
        const values = {
          method: escapeText(methodNameIn({ name: m.name, translations: m.translations ?? {} }, tr.locale)),
          price: price(m.price),
          estimate: deliveryEstimate(m.minDays, m.maxDays, tr.t),
        };
        return m.freeAbove === null
          ? tr.t('{method}, {price}, {estimate}', values)
          : tr.t('{method}, {price} (free above {threshold}), {estimate}', {
              ...values,
              threshold: price(m.freeAbove),
            });
      });
      return `- ${tr.t('**{zone}**: {methods}', { zone: escapeText(name), methods: methods.join('; ') })}`;
    });
  return lines.length ? lines.join('\n') : `- ${tr.t('Checkout shows where we deliver and how.')}`;
}
