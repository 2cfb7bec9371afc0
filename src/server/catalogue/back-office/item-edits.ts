import type { AuditService } from '../../audit/service';
import type { Db } from '../../db/client';
import { type Tx, withTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { CatalogueSnapshot } from '../snapshot';
import {
  findItem,
  insertItem,
  type ItemKind,
  type ItemRow,
  type ItemValues,
  listAllItems,
  lockItems,
  updateItem,
} from './repo';

/** What differs between the back office's kinds of item; the edits themselves are the same. */
export interface Kind<K extends ItemKind, Input, Admin, Update = Input> {
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

/** What ItemEdits is built from: the kind it edits and the services every kind's edits share. */
export interface ItemEditsDeps<K extends ItemKind, Input, Admin, Update = Input> {
  of: Kind<K, Input, Admin, Update>;
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'changedOnCommit'>;
  audit: AuditService;
}

/** Whether a field is as it was: a value, or a JSON one (an item's translations) by its content. */
const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/** What an edit changed, field by field, for the audit record. */
function changes<T>(before: T, after: T, fields: readonly (keyof T)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (!same(before[f], after[f])) out[f as string] = { from: before[f], to: after[f] };
  return out;
}

/**
 * One kind's edits: create, update, archive and restore, each audited in its transaction, which
 * reloads the catalogue once it commits.
 */
export class ItemEdits<K extends ItemKind, Input, Admin, Update = Input> {
  private readonly of: Kind<K, Input, Admin, Update>;
  private readonly db: Db;
  private readonly catalogue: Pick<CatalogueSnapshot, 'changedOnCommit'>;
  private readonly audit: AuditService;

  constructor({ of, db, catalogue, audit }: ItemEditsDeps<K, Input, Admin, Update>) {
    this.of = of;
    this.db = db;
    this.catalogue = catalogue;
    this.audit = audit;
  }

  /** Every item of the kind, archived ones too, read in `db` (a caller's transaction, say). */
  async list(db: Db = this.db): Promise<Admin[]> {
    const rows = await listAllItems(db, this.of.kind);
    return (this.of.complete ? await this.of.complete(db, rows) : rows).map((row) => this.of.present(row));
  }

  /** Every item's slug by its id, archived ones too (the catalogue file names perfumes by them). */
  async slugs(db: Db = this.db): Promise<Map<number, string>> {
    return new Map((await listAllItems(db, this.of.kind)).map((row) => [row.id, row.slug]));
  }

  /**
   * Holds the items (those that exist) until the caller's transaction ends, in the order of their ids, so an edit
   * of many (the catalogue file) and the editor's edits of one wait for each other rather than cross.
   */
  async lock(ids: readonly number[], tx: Tx): Promise<void> {
    await lockItems(tx, this.of.kind, ids);
  }

  /**
   * Creates an item; `within.db` a caller's transaction it joins (all or nothing with the rest of it), `within.slug`
   * its slug when the caller chose a free one (else it is made from the name).
   */
  async create(input: Input, adminId: number, within: { db?: Db; slug?: string } = {}): Promise<Admin> {
    const { kind } = this.of;
    const values = this.of.values(input);
    return this.edit(async (tx) => {
      const row = await insertItem(tx, kind, values, within.slug);
      await this.of.afterWrite?.(tx, row, input);
      await this.audit.record(
        { adminId, action: `${kind}.created`, entity: kind, entityId: row.id, details: { name: row.name } },
        tx,
      );
      return row;
    }, within.db);
  }

  /** Rewrites an item; `db` a caller's transaction it joins. */
  async update(id: number, input: Update, adminId: number, db: Db = this.db): Promise<Admin> {
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
    }, db);
  }

  /**
   * Archive (DELETE) or restore: past orders keep their snapshot either way. The same state again changes nothing.
   * `db`: a caller's transaction it joins.
   */
  async setArchived(id: number, archived: boolean, adminId: number, db: Db = this.db): Promise<Admin> {
    const { kind } = this.of;
    return this.edit(async (tx) => {
      const before = await this.locked(id, tx);
      if ((before.archivedAt !== null) === archived) return before;
      const row = (await updateItem(tx, kind, id, { archivedAt: archived ? new Date() : null }))!;
      if (!archived) await this.of.afterRestore?.(tx, row);
      const action = `${kind}.${archived ? 'archived' : 'restored'}` as const;
      await this.audit.record({ adminId, action, entity: kind, entityId: id, details: { name: row.name } }, tx);
      return row;
    }, db);
  }

  private async locked(id: number, tx: Tx): Promise<ItemRow<K>> {
    const row = await findItem(tx, this.of.kind, id, true);
    if (!row) throw AppError.notFound(this.of.notFound);
    return row;
  }

  /**
   * The edit in a transaction (a savepoint of `db` when it is one already); the catalogue is reloaded once the
   * outermost transaction commits.
   */
  private async edit(write: (tx: Tx) => Promise<ItemRow<K>>, db: Db = this.db): Promise<Admin> {
    const row = await withTransaction(db, async (tx) => {
      this.catalogue.changedOnCommit(tx);
      const written = await write(tx);
      return this.of.complete ? (await this.of.complete(tx, [written]))[0]! : written;
    });
    return this.of.present(row);
  }
}
