import type { AdminPerfume, PerfumeInput, PerfumeUpdate } from '../../domain/catalogue/admin-schemas';
import {
  catalogueTable,
  type FileCatalogue,
  type FilePerfume,
  type FileRecord,
  type ImportPlan,
  planImport,
} from '../../domain/catalogue-file/plan';
import { toMinor } from '../../domain/currency/currency';
import { defaultMarket, type Market, marketItem } from '../../domain/markets/markets';
import type { ItemEdits } from '../catalogue/back-office/item-edits';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { MarketsBackOffice } from '../markets/back-office';
import type { MarketsService } from '../markets/service';
import { readCsv, writeCsv } from './csv';

/** What CatalogueFile is built from. */
export interface CatalogueFileDeps {
  db: Db;
  /** The back office editor's perfumes: every write of the file goes through its create, update and archive. */
  perfumes: Pick<
    ItemEdits<'perfume', PerfumeInput, AdminPerfume, PerfumeUpdate>,
    'list' | 'slugs' | 'lock' | 'create' | 'update' | 'setArchived'
  >;
  markets: Pick<MarketsService, 'list' | 'fixedPrices'>;
  /** The Markets tab's price lists: the file's prices in the other markets are fixed and cleared there. */
  marketPrices: Pick<MarketsBackOffice, 'setSizePricesIn'>;
}

/** An import's outcome: the plan read against the catalogue, and whether it was written. */
export interface ImportOutcome {
  plan: Pick<ImportPlan, 'created' | 'updated' | 'unchanged' | 'errors' | 'rows'>;
  applied: boolean;
}

/** The ids a file's rows name (its `id` column's whole numbers): the perfumes an apply locks first. */
function idsIn(records: readonly FileRecord[]): number[] {
  const at = records[0]?.cells.findIndex((c) => c.trim().toLowerCase() === 'id') ?? -1;
  if (at < 0) return [];
  const ids = records.slice(1).flatMap((r) => {
    const cell = (r.cells[at] ?? '').trim();
    return /^\d{1,9}$/.test(cell) ? [Number(cell)] : [];
  });
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * The catalogue as a file (DESIGN §4 "Catalogue file"; docs/features/catalogue-file.md): every perfume and size
 * written as CSV, and a file read back against the catalogue. A dry run says what each row would change and every
 * error; an apply does it in one transaction, every perfume through the back office editor (its rules, its audit,
 * its reload of the storefront's catalogue in every process) and every other market's price through the Markets
 * tab's price lists, or nothing at all.
 */
export class CatalogueFile {
  private readonly db: Db;
  private readonly perfumes: CatalogueFileDeps['perfumes'];
  private readonly markets: CatalogueFileDeps['markets'];
  private readonly marketPrices: CatalogueFileDeps['marketPrices'];

  constructor({ db, perfumes, markets, marketPrices }: CatalogueFileDeps) {
    this.db = db;
    this.perfumes = perfumes;
    this.markets = markets;
    this.marketPrices = marketPrices;
  }

  /** The whole catalogue, archived perfumes too, as the file's text. */
  async csv(): Promise<string> {
    return writeCsv(catalogueTable(await this.catalogue(this.db)));
  }

  /**
   * Reads a file against the catalogue: with `dryRun`, what it would do; without, does it (all or nothing). The
   * perfumes its rows name are locked first, and the file is read against the catalogue as it is then, so what the
   * answer says is what was written.
   */
  async import(bytes: Buffer, { dryRun, adminId }: { dryRun: boolean; adminId: number }): Promise<ImportOutcome> {
    const read = readCsv(bytes);
    if (read.error)
      return { plan: { created: 0, updated: 0, unchanged: 0, errors: [read.error], rows: [] }, applied: false };
    const { records } = read;
    if (dryRun) return { plan: planImport(records, await this.catalogue(this.db)), applied: false };
    try {
      return await withTransaction(this.db, async (tx) => {
        await this.perfumes.lock(idsIn(records), tx);
        const plan = planImport(records, await this.catalogue(tx));
        if (plan.errors.length > 0) return { plan, applied: false };
        await this.apply(plan, adminId, tx);
        return { plan, applied: true };
      });
    } catch (err) {
      // A new perfume's slug taken by another edit meanwhile: the whole file is rolled back.
      if (isUniqueViolation(err)) throw AppError.conflict('CATALOGUE_FILE_CONFLICT');
      throw err;
    }
  }

  /** Writes a plan without errors, perfume by perfume, in the caller's transaction. */
  private async apply(plan: ImportPlan, adminId: number, tx: Tx): Promise<void> {
    const prices: Parameters<MarketsBackOffice['setSizePricesIn']>[1][number][] = [];
    for (const write of plan.writes) {
      let id = write.id;
      if (id === null)
        id = (await this.perfumes.create(write.input as PerfumeInput, adminId, { db: tx, slug: write.slug })).id;
      else if (write.input) await this.perfumes.update(id, write.input as PerfumeUpdate, adminId, tx);
      if (write.archived !== undefined) await this.perfumes.setArchived(id, write.archived, adminId, tx);
      const perfumeId = id;
      prices.push(...write.prices.map((p) => ({ ...p, perfumeId })));
    }
    await this.marketPrices.setSizePricesIn(tx, prices, adminId);
  }

  /** The catalogue as the file sees it, read in `db`: every perfume with its sizes, slugs and fixed prices. */
  private async catalogue(db: Db): Promise<FileCatalogue> {
    const list = await this.perfumes.list(db);
    const slugs = await this.perfumes.slugs(db);
    const markets = await this.markets.list();
    const base = defaultMarket(markets);
    const others = markets.filter((m) => m.code !== base.code);
    const fixed = new Map<string, ReadonlyMap<string, number>>();
    for (const m of others) fixed.set(m.code, await this.markets.fixedPrices(m.code));
    const perfume = (p: AdminPerfume): FilePerfume => ({
      id: p.id,
      slug: slugs.get(p.id) ?? '',
      name: p.name,
      gender: p.gender,
      family: p.family,
      notes: p.notes,
      description: p.description,
      concentration: p.concentration ?? 'eau_de_parfum',
      longevity: p.longevity ?? null,
      story: p.story ?? '',
      translations: p.translations ?? {},
      imageSrc: p.imageSrc,
      isNew: p.isNew,
      isBestseller: p.isBestseller,
      archived: p.archivedAt !== null,
      volume: p.volume,
      sizes: p.sizes.map((s) => ({
        volume: s.volume,
        priceMinor: toMinor(s.price, base.currency),
        stock: s.stock,
        fixed: fixedOf(others, fixed, marketItem.size(p.id, s.volume)),
      })),
    });
    return {
      markets: markets.map((m) => ({ code: m.code, currency: m.currency, isDefault: m.code === base.code })),
      perfumes: list.map(perfume),
    };
  }
}

/** A size's prices fixed in the other markets, by market code. */
function fixedOf(
  markets: readonly Market[],
  fixed: ReadonlyMap<string, ReadonlyMap<string, number>>,
  item: string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of markets) {
    const minor = fixed.get(m.code)?.get(item);
    if (minor !== undefined) out[m.code] = minor;
  }
  return out;
}
