import type { z } from 'zod';
import type {
  AdminIngredient,
  AdminPerfume,
  IngredientInput,
  PerfumeInput,
  PerfumeUpdate,
} from '../../domain/catalogue/admin-schemas';
import { ingredientInputSchema, perfumeInputSchema, perfumeUpdateSchema } from '../../domain/catalogue/admin-schemas';
import { toCents } from '../../domain/shared/money';
import type { AuditService } from '../audit/service';
import type { Db } from '../db/client';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { toAdminIngredient, toAdminPerfume, toIngredient } from './present';
import type { Material } from '../../domain/atelier/label';
import type { NoteGroup } from '../../domain/bespoke/bespoke';
import { toMilliPercent } from '../../domain/atelier/label';
import {
  findItem,
  insertItem,
  type ItemKind,
  type ItemRow,
  type ItemValues,
  listAllIngredients,
  listAllItems,
  type PerfumeRow,
  type PerfumeVolume,
  type SizeRow,
  updateItem,
  withSizes,
  writeOtherSizes,
} from './repo';
import { defaultVolume } from '../../domain/catalogue/sizes';
import { available, type BackInStock } from './back-in-stock';
import type { CatalogueSnapshot } from './snapshot';

/** What differs between the back office's kinds of item; the edits themselves are the same. */
interface Kind<K extends ItemKind, Input, Admin, Update = Input> {
  /** Its table, and its audit records' entity (`perfume.created`, `ingredient.archived`, ...). */
  kind: K;
  notFound: 'PERFUME_NOT_FOUND' | 'INGREDIENT_NOT_FOUND';
  /** The admin's input, checked by its schema, as the table stores it. */
  values(input: Input): ItemValues<K>;
  /** An update's input as the table stores it, given the row as it is now (locked): what changes. */
  updateValues(input: Update, before: ItemRow<K>): Partial<ItemValues<K>>;
  /** The fields an update's audit record compares. */
  audited: readonly (keyof ItemValues<K> & keyof ItemRow<K>)[];
  present(row: ItemRow<K>): Admin;
  /** Rows with what the kind keeps beside them (a perfume's sizes), read in the same `db`. */
  complete?(db: Db, rows: ItemRow<K>[]): Promise<ItemRow<K>[]>;
  /** After its row is written, in the same transaction: what the kind keeps beside it. */
  afterWrite?(tx: Tx, row: ItemRow<K>, input: Input | Update, before?: ItemRow<K>): Promise<void>;
  /** After it is restored from the archive, in the same transaction. */
  afterRestore?(tx: Tx, row: ItemRow<K>): Promise<void>;
  /** 409 when the edit was made on a form read before the item last changed. */
  assertFresh?(tx: Db, input: Update, before: ItemRow<K>): Promise<void>;
}

/** A perfume's fields as its table stores them; the stock apart (see perfumeUpdateSchema). */
function perfumeValues(v: Omit<z.output<typeof perfumeInputSchema>, 'stock'>): Omit<ItemValues<'perfume'>, 'stock'> {
  return {
    name: v.name,
    description: v.description,
    notes: v.notes,
    gender: v.gender,
    family: v.family,
    priceCents: toCents(v.price),
    isNew: v.isNew,
    isBestseller: v.isBestseller,
    imageSrc: v.imageSrc,
  };
}

/**
 * The sizes an admin sent, split (decision 060): the default one (50 ml where there is one) is the
 * perfume's row (`volumeMl`, `priceCents`, `stock`), the others perfume_sizes rows.
 */
function splitSizes<S extends { volume: number; price: number; stock?: number | null | undefined }>(
  sizes: readonly S[],
  current?: number,
) {
  const volume = defaultVolume(
    sizes.map((s) => s.volume),
    current,
  );
  const first = sizes.find((s) => s.volume === volume)!;
  return {
    first,
    row: { volumeMl: volume, priceCents: toCents(first.price) },
    others: sizes
      .filter((s) => s.volume !== volume)
      .map((s) => ({ volumeMl: s.volume, priceCents: toCents(s.price), stock: s.stock })),
  };
}

/**
 * With sizes, the perfume's `price` and `stock` are its default size's (decision 060). Sent beside
 * them, they must be the price and stock of a size sent (the form sends its main size's): a price no
 * size has, or a stock no size of that price has, is a contradiction, refused with 400 naming the
 * field rather than silently overruled.
 */
function refuseContradiction(
  input: unknown,
  price: number,
  sizes: readonly { price: number; stock?: number | null | undefined }[],
): void {
  const sentStock = (input as { stock?: number | null }).stock;
  const samePrice = sizes.filter((s) => toCents(s.price) === toCents(price));
  if (samePrice.length === 0)
    throw AppError.badRequest('VALIDATION', 'The price must be one of the sizes’ prices', [
      { path: 'price', message: 'The price must be one of the sizes’ prices (the default size’s is the perfume’s)' },
    ]);
  if (sentStock !== undefined && !samePrice.some((s) => s.stock === undefined || s.stock === sentStock))
    throw AppError.badRequest('VALIDATION', 'The stock must be the stock of the size at that price', [
      {
        path: 'stock',
        message: 'The stock must be the stock of the size at that price (the default size’s is the perfume’s)',
      },
    ]);
}

/** The sizes on sale now that were not before (sold out, or not sold): those waiting for them are mailed. */
function sizesBack(perfumeId: number, before: readonly SizeRow[], after: readonly SizeRow[]): PerfumeVolume[] {
  const was = new Map(before.map((s) => [s.volumeMl, s.stock]));
  return after
    .filter((s) => available(s.stock) && !available(was.get(s.volumeMl)))
    .map((s) => ({ perfumeId, volume: s.volumeMl }));
}

/** The perfumes' edits; a size an edit brings back mails those waiting for it (decision 060). */
const perfumeKind = (
  backInStock: Pick<BackInStock, 'sizesBack'>,
): Kind<'perfume', PerfumeInput, AdminPerfume, PerfumeUpdate> => ({
  kind: 'perfume',
  notFound: 'PERFUME_NOT_FOUND',
  values(input) {
    const v = perfumeInputSchema.parse(input);
    if (v.sizes) {
      refuseContradiction(input, v.price, v.sizes);
      const { first, row } = splitSizes(v.sizes);
      return { ...perfumeValues(v), ...row, stock: first.stock };
    }
    return { ...perfumeValues(v), stock: v.stock };
  },
  updateValues(input, before) {
    const { stock: sentStock, stockSeen, sizes, ...v } = perfumeUpdateSchema.parse(input);
    let stock = sentStock;
    let sized = {};
    if (sizes) {
      refuseContradiction(input, v.price, sizes);
      const { first, row } = splitSizes(sizes, before.volumeMl);
      sized = row;
      // The default size's stock, when sent, is the perfume's; when its volume changes, it is the new size's.
      stock = first.stock;
      if (row.volumeMl !== before.volumeMl && stock === undefined) stock = null;
    }
    // No stock sent: the stock stays what sales made it.
    if (stock === undefined) return { ...perfumeValues(v), ...sized };
    if (stockSeen !== undefined && stockSeen !== before.stock)
      throw AppError.conflict(
        'STOCK_CHANGED',
        `The stock changed from ${stockSeen ?? 'not tracked'} to ${before.stock ?? 'not tracked'} since the form was opened (bottles sold meanwhile). Check it and save again.`,
      );
    return { ...perfumeValues(v), ...sized, stock };
  },
  async complete(db, rows) {
    return withSizes(db, rows);
  },
  async afterWrite(tx, row, input, before) {
    const { sizes } = perfumeUpdateSchema.parse(input);
    // Each size's stock before the edit: the perfume's row as it was, its other sizes not yet written.
    const [was] = before ? await withSizes(tx, [before]) : [];
    if (sizes) await writeOtherSizes(tx, row.id, splitSizes(sizes, row.volumeMl).others);
    if (!was) return;
    const [now] = await withSizes(tx, [row]);
    await backInStock.sizesBack(sizesBack(row.id, was.sizes, now!.sizes), tx);
  },
  async afterRestore(tx, row) {
    // Requests waited while it was archived: its sizes on sale are back for them.
    const [now] = await withSizes(tx, [row]);
    await backInStock.sizesBack(sizesBack(row.id, [], now!.sizes), tx);
  },
  async assertFresh(tx, input, before) {
    const seen = perfumeUpdateSchema.parse(input).updatedAt;
    if (seen === undefined) return;
    const [row] = await withSizes(tx, [before]);
    if (Date.parse(seen) !== Date.parse(toAdminPerfume(row!).updatedAt)) throw AppError.conflict('STALE_EDIT');
  },
  audited: [
    'name',
    'description',
    'notes',
    'gender',
    'family',
    'priceCents',
    'isNew',
    'isBestseller',
    'stock',
    'imageSrc',
    'volumeMl',
  ],
  present: (row) => toAdminPerfume(row as PerfumeRow),
});

/** An ingredient's input as its row holds it: the IFRA limit in thousandths of a percent (decision 064). */
function ingredientValues(input: IngredientInput) {
  const { ifraLimit, density, ...rest } = ingredientInputSchema.parse(input);
  return {
    ...rest,
    ...(ifraLimit === undefined ? {} : { ifraLimitMilli: ifraLimit === null ? null : toMilliPercent(ifraLimit) }),
    ...(density === undefined ? {} : { densityMilli: density === null ? null : Math.round(density * 1000) }),
  };
}

const ingredient: Kind<'ingredient', IngredientInput, AdminIngredient> = {
  kind: 'ingredient',
  notFound: 'INGREDIENT_NOT_FOUND',
  values: (input) => ingredientValues(input),
  updateValues: (input) => ingredientValues(input),
  audited: ['name', 'category', 'characteristics', 'imageSrc', 'grade', 'ifraLimitMilli', 'densityMilli'],
  present: toAdminIngredient,
};

/** What an edit changed, field by field, for the audit record. */
function changes<T>(before: T, after: T, fields: readonly (keyof T)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (before[f] !== after[f]) out[f as string] = { from: before[f], to: after[f] };
  return out;
}

/**
 * One kind's edits: create, update, archive and restore, each audited in its transaction, which
 * reloads the catalogue once it commits.
 */
class ItemEdits<K extends ItemKind, Input, Admin, Update = Input> {
  constructor(
    private readonly of: Kind<K, Input, Admin, Update>,
    private readonly db: Db,
    private readonly catalogue: Pick<CatalogueSnapshot, 'changedOnCommit'>,
    private readonly audit: AuditService,
  ) {}

  /** Every item of the kind, archived ones too. */
  async list(): Promise<Admin[]> {
    const rows = await listAllItems(this.db, this.of.kind);
    return (this.of.complete ? await this.of.complete(this.db, rows) : rows).map((row) => this.of.present(row));
  }

  async create(input: Input, adminId: number): Promise<Admin> {
    const { kind } = this.of;
    const values = this.of.values(input);
    return this.edit(async (tx) => {
      const row = await insertItem(tx, kind, values);
      await this.of.afterWrite?.(tx, row, input);
      await this.audit.record(
        { adminId, action: `${kind}.created`, entity: kind, entityId: row.id, details: { name: row.name } },
        tx,
      );
      return row;
    });
  }

  async update(id: number, input: Update, adminId: number): Promise<Admin> {
    const { kind } = this.of;
    return this.edit(async (tx) => {
      const before = await this.locked(id, tx);
      await this.of.assertFresh?.(tx, input, before);
      const row = (await updateItem(tx, kind, id, this.of.updateValues(input, before)))!;
      await this.of.afterWrite?.(tx, row, input, before);
      const diff = changes(before, row, this.of.audited);
      if (Object.keys(diff).length > 0)
        await this.audit.record({ adminId, action: `${kind}.updated`, entity: kind, entityId: id, details: diff }, tx);
      return row;
    });
  }

  /** Archive (DELETE) or restore: past orders keep their snapshot either way. The same state again changes nothing. */
  async setArchived(id: number, archived: boolean, adminId: number): Promise<Admin> {
    const { kind } = this.of;
    return this.edit(async (tx) => {
      const before = await this.locked(id, tx);
      if ((before.archivedAt !== null) === archived) return before;
      const row = (await updateItem(tx, kind, id, { archivedAt: archived ? new Date() : null }))!;
      if (!archived) await this.of.afterRestore?.(tx, row);
      const action = `${kind}.${archived ? 'archived' : 'restored'}` as const;
      await this.audit.record({ adminId, action, entity: kind, entityId: id, details: { name: row.name } }, tx);
      return row;
    });
  }

  private async locked(id: number, tx: Tx): Promise<ItemRow<K>> {
    const row = await findItem(tx, this.of.kind, id, true);
    if (!row) throw AppError.notFound(this.of.notFound);
    return row;
  }

  /** The edit in a transaction; the catalogue is reloaded once it commits. */
  private async edit(write: (tx: Tx) => Promise<ItemRow<K>>): Promise<Admin> {
    const row = await withTransaction(this.db, async (tx) => {
      this.catalogue.changedOnCommit(tx);
      const written = await write(tx);
      return this.of.complete ? (await this.of.complete(tx, [written]))[0]! : written;
    });
    return this.of.present(row);
  }
}

/** What CatalogueBackOffice is built from (services.ts gives each by name). */
export interface CatalogueBackOfficeDeps {
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'changedOnCommit'>;
  audit: AuditService;
  backInStock: Pick<BackInStock, 'sizesBack' | 'waiting'>;
}

/**
 * The back office's catalogue: every perfume and ingredient, archived ones too, and the admin's
 * edits of them. The perfumes and ingredients tables are written here (their bottles by
 * CatalogueStock); the storefront's snapshot is reloaded after each edit.
 */
export class CatalogueBackOffice {
  readonly perfumes: ItemEdits<'perfume', PerfumeInput, AdminPerfume, PerfumeUpdate>;
  readonly ingredients: ItemEdits<'ingredient', IngredientInput, AdminIngredient>;

  private readonly backInStock: Pick<BackInStock, 'sizesBack' | 'waiting'>;

  constructor({ db, catalogue, audit, backInStock }: CatalogueBackOfficeDeps) {
    this.backInStock = backInStock;
    this.perfumes = new ItemEdits(perfumeKind(backInStock), db, catalogue, audit);
    this.ingredients = new ItemEdits(ingredient, db, catalogue, audit);
    this.db = db;
  }

  private readonly db: Db;

  /** Every perfume, archived ones too, with how many addresses wait for each size ("Notify me"). */
  async perfumeList(): Promise<AdminPerfume[]> {
    const [list, waiting] = await Promise.all([this.perfumes.list(), this.backInStock.waiting()]);
    return list.map((p) => {
      const bySize = waiting.get(p.id);
      const sizes = p.sizes.map((s) => ({ ...s, waiting: bySize?.get(s.volume) ?? 0 }));
      return { ...p, sizes, waiting: sizes.reduce((sum, s) => sum + s.waiting, 0) };
    });
  }

  /**
   * Every ingredient as a material (decision 064), archived ones too (a paid formula may name one),
   * with its slug (the seed's table of lifestyle notes names ingredients by slug), read in `db`.
   */
  async materials(db: Db = this.db): Promise<(Material & { slug: string; category: NoteGroup })[]> {
    return (await listAllIngredients(db)).map((row) => {
      const i = toIngredient(row);
      return {
        id: i.id,
        slug: row.slug,
        name: i.name,
        category: i.category,
        ifraLimit: i.ifraLimit,
        allergens: i.allergens,
        density: i.density,
      };
    });
  }
}
