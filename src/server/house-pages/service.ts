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
} from '../../domain/pages/house-text';
import type { AdminHousePages, HousePage, HousePageInput } from '../../domain/pages/schemas';
import { RETURN_WINDOW_DAYS } from '../../domain/returns/window';
import { SAMPLE_CREDIT_DAYS } from '../../domain/samples/samples';
import { PRIVACY_EMAIL } from '../../domain/settings/house';
import type { ShippingZone } from '../../domain/shipping/schemas';
import { deliveryEstimate } from '../../domain/shipping/shipping';
import { pageShapeProblems } from '../../domain/pages/house-shapes';
import { formatMoney, toCents } from '../../domain/shared/money';
import { countInWords } from '../../domain/shared/text';
import type { AuditService } from '../audit/service';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { Db, Store } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { SettingsService } from '../settings/service';
import type { ShippingService } from '../shipping/service';
import { FIRST_WORDS } from './first-words';
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
  /** Each page as written, with its facts still placeholders. */
  written: Map<HousePageSlug, HousePage>;
  facts: HouseFacts;
  /** Each page as shoppers read it. */
  read: Map<HousePageSlug, HousePage>;
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

  constructor({ db, audit, sources, store }: HousePagesDeps) {
    this.db = db;
    this.audit = audit;
    this.sources = sources;
    this.store = store;
    store.listen(PAGES_CHANGED, () => this.forget());
    // Another feature's setting a page states: read again (that feature tells the other processes).
    sources.settings.onChange(() => this.forget());
    sources.shipping.onChange(() => this.forget());
  }

  /** A page as shoppers read it. */
  async page(slug: HousePageSlug): Promise<HousePage> {
    return (await this.load()).read.get(slug)!;
  }

  /** Every fact the pages state, as words. */
  async facts(): Promise<HouseFacts> {
    return (await this.load()).facts;
  }

  /** Changes whenever a page's words or a fact it reads does: the server's rendered pages are kept under it. */
  async version(): Promise<string> {
    return (await this.load()).version;
  }

  /** The pages as written, and every fact with what it reads now. */
  async forBackOffice(): Promise<AdminHousePages> {
    const { written, facts } = await this.load();
    return {
      pages: HOUSE_PAGE_SLUGS.map((slug) => written.get(slug)!),
      facts: (Object.keys(HOUSE_FACTS) as HouseFactName[]).map((name) => ({
        name,
        description: HOUSE_FACTS[name],
        value: facts[name],
      })),
    };
  }

  /** Saves a page's words (checked by housePageInputSchema): shoppers read them at once. */
  async update(slug: HousePageSlug, input: HousePageInput, adminId: number): Promise<HousePage> {
    // The About story, the testimonials and the collection's introductions need their parts.
    const problems = pageShapeProblems(slug, input.body);
    if (problems.length)
      throw AppError.badRequest(
        'VALIDATION',
        problems[0],
        problems.map((message) => ({ path: 'body', message })),
      );
    await withTransaction(this.db, async (tx) => {
      await writePage(tx, slug, { intro: input.intro, body: input.body, updatedBy: adminId });
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
        const written = new Map<HousePageSlug, HousePage>();
        const read = new Map<HousePageSlug, HousePage>();
        for (const slug of HOUSE_PAGE_SLUGS) {
          const row = saved.get(slug);
          const page: HousePage = {
            slug,
            title: housePageTitles[slug],
            intro: row?.intro ?? FIRST_WORDS[slug].intro,
            body: row?.body ?? FIRST_WORDS[slug].body,
            updatedAt: row ? row.updatedAt.toISOString() : null,
          };
          written.set(slug, page);
          read.set(slug, { ...page, intro: fillFacts(page.intro, facts), body: fillFacts(page.body, facts) });
        }
        const version = createHash('sha256')
          .update(JSON.stringify([facts, ...read.values()]))
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

  /** Every fact a page may name, as words, from the settings and rules it describes. */
  private async readFacts(perfumeCount: number): Promise<HouseFacts> {
    const { settings, shipping, currency, samplePriceCents } = this.sources;
    const [days, wrap, house, zones] = await Promise.all([
      settings.madeToOrderDays(),
      settings.giftWrapCents(),
      settings.publicHouse(),
      shipping.zones(),
    ]);
    const money = (cents: number) => formatMoney(cents, currency);
    const methods = zones.flatMap((z) => z.methods);
    const lowest = (values: number[]) => (values.length ? Math.min(...values) : undefined);
    const from = lowest(methods.map((m) => toCents(m.price)));
    const free = lowest(methods.flatMap((m) => (m.freeAbove === null ? [] : [toCents(m.freeAbove)])));
    return {
      madeToOrderDays: String(days),
      returnWindowDays: String(RETURN_WINDOW_DAYS),
      shippingFrom: from === undefined ? 'the price checkout shows' : money(from),
      freeShippingFrom: free === undefined ? 'no amount' : money(free),
      shippingMethods: shippingList(zones, money),
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
      perfumeCount: countInWords(perfumeCount).toLowerCase(),
      PerfumeCount: countInWords(perfumeCount),
    };
  }
}

/** The zones and their methods as a list of the page's format: "**France**: Standard, €6.00 (free above €150.00), 2–4 business days". */
function shippingList(zones: ShippingZone[], money: (cents: number) => string): string {
  const lines = zones
    .filter((z) => z.methods.length > 0)
    .map((z) => {
      const name = z.restOfWorld && !z.name ? 'Rest of the world' : z.name;
      const methods = z.methods.map((m) => {
        const free = m.freeAbove === null ? '' : ` (free above ${money(toCents(m.freeAbove))})`;
        return `${escapeText(m.name)}, ${money(toCents(m.price))}${free}, ${deliveryEstimate(m.minDays, m.maxDays)}`;
      });
      return `- **${escapeText(name)}**: ${methods.join('; ')}`;
    });
  return lines.length ? lines.join('\n') : '- Checkout shows where we deliver and how.';
}
