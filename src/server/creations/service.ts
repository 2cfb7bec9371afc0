import {
  type Creation,
  type CreationKind,
  type CreationUpdate,
  detailsTypeOf,
  MAX_CREATIONS,
  type NewCreation,
} from '../../domain/creations/schemas';
import type { AddedLine } from '../../domain/cart/schemas';
import type { RefillRequest } from '../../domain/refills/schemas';
import { noteGroups } from '../../domain/bespoke/bespoke';
import { toMajor } from '../../domain/shared/money';
import type { LineSize } from '../../domain/samples/samples';
import { priceCustomLine } from '../cart/custom-lines';
import type { CartService } from '../cart/service';
import type { CatalogueBackOffice } from '../catalogue/back-office';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { Db } from '../db/client';
import { lockOwner } from '../db/lock';
import { withTransaction } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import {
  countCreations,
  type CreationRow,
  deleteCreation,
  findCreation,
  insertCreation,
  listCreations,
  updateCreation,
} from './repo';

/** Fields the cart writes on a line that a saved formula does not keep: each bottle gets its own label code. */
function kept(details: Record<string, unknown>): Record<string, unknown> {
  const { uniqueCode: _code, ...rest } = details;
  return rest;
}

/** What CreationService is built from (services.ts gives each by name). */
export interface CreationDeps {
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'ingredients'>;
  /** Every ingredient, archived ones too: what a saved design can no longer use. */
  backOffice: Pick<CatalogueBackOffice, 'ingredients'>;
  cart: CartService;
}

/**
 * "My creations": a signed-in shopper's saved lifestyle results and bespoke designs. Every design is
 * validated and priced by the cart's own rules when it is saved and again when it goes back into
 * the cart, so a creation can never carry a price or an ingredient the shop would not sell today.
 */
export class CreationService {
  private readonly db: Db;
  private readonly catalogue: Pick<CatalogueSnapshot, 'ingredients'>;
  private readonly backOffice: Pick<CatalogueBackOffice, 'ingredients'>;
  private readonly cart: CartService;

  constructor({ db, catalogue, backOffice, cart }: CreationDeps) {
    this.db = db;
    this.catalogue = catalogue;
    this.backOffice = backOffice;
    this.cart = cart;
  }

  /** The details as the cart would take them (throws 400 with the reason), and the bottle's price. */
  private async validate(kind: CreationKind, name: string, details: Record<string, unknown>) {
    if (details.type !== detailsTypeOf[kind]) throw AppError.badRequest('CREATION_KIND_MISMATCH');
    // A bespoke design carries its name inside (customName); a lifestyle result takes the one given.
    const named = kind === 'bespoke' ? { ...details, customName: name } : details;
    const line = priceCustomLine(
      { isCustom: true, customName: name, customDetails: named, quantity: 1, size: 'bottle' },
      await this.catalogue.ingredients(),
    );
    return { details: kept(line.customDetails), priceCents: line.customPriceCents, name: line.customName };
  }

  /** Why a saved design cannot be made today, naming an archived ingredient when that is the reason. */
  private async problemOf(row: CreationRow): Promise<{ priceCents: number | null; problem: string | null }> {
    try {
      const { priceCents } = await this.validate(row.kind, row.name, row.details as Record<string, unknown>);
      return { priceCents, problem: null };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const gone = row.kind === 'bespoke' ? await this.archivedIngredientIn(row.details) : undefined;
      return { priceCents: null, problem: gone ? `${gone} is no longer available.` : err.message };
    }
  }

  private async archivedIngredientIn(details: unknown): Promise<string | undefined> {
    const ingredients = ((details as { ingredients?: Record<string, unknown> })?.ingredients ?? {}) as Record<
      string,
      unknown
    >;
    const ids = new Set(
      noteGroups.flatMap((g) => (Array.isArray(ingredients[g]) ? (ingredients[g] as unknown[]).map(Number) : [])),
    );
    const all = await this.backOffice.ingredients.list();
    return all.find((i) => ids.has(i.id) && i.archivedAt !== null)?.name;
  }

  private async present(row: CreationRow): Promise<Creation> {
    const { priceCents, problem } = await this.problemOf(row);
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      details: row.details as Record<string, unknown>,
      price: priceCents === null ? null : toMajor(priceCents),
      problem,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async list(userId: number): Promise<Creation[]> {
    return Promise.all((await listCreations(this.db, userId)).map((row) => this.present(row)));
  }

  async create(userId: number, input: NewCreation): Promise<Creation> {
    const { details, name } = await this.validate(input.kind, input.name, input.details);
    // Counted and written under the shopper's lock: saves arriving at once, on any process, queue
    // here, so the list never passes MAX_CREATIONS (decision 054).
    const row = await withTransaction(this.db, async (tx) => {
      await lockOwner(tx, 'creations', userId);
      if ((await countCreations(tx, userId)) >= MAX_CREATIONS) throw AppError.badRequest('CREATION_LIMIT');
      return insertCreation(tx, { userId, kind: input.kind, name, details });
    });
    return this.present(row);
  }

  async update(userId: number, id: number, change: CreationUpdate): Promise<Creation> {
    const row = await findCreation(this.db, userId, id);
    if (!row) throw AppError.notFound('CREATION_NOT_FOUND');
    const name = change.name ?? row.name;
    // A revised design is checked again; a rename only renames (even a design that can no longer be made).
    const details = change.details
      ? (await this.validate(row.kind, name, change.details)).details
      : { ...(row.details as Record<string, unknown>), name, ...(row.kind === 'bespoke' ? { customName: name } : {}) };
    const updated = await updateCreation(this.db, userId, id, { name, details });
    if (!updated) throw AppError.notFound('CREATION_NOT_FOUND');
    return this.present(updated);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteCreation(this.db, userId, id))) throw AppError.notFound('CREATION_NOT_FOUND');
  }

  /** Into the signed-in shopper's cart, re-validated and re-priced by the cart like any custom line. */
  async toCart(userId: number, id: number, size: LineSize, refill?: RefillRequest): Promise<AddedLine> {
    const row = await findCreation(this.db, userId, id);
    if (!row) throw AppError.notFound('CREATION_NOT_FOUND');
    try {
      return await this.cart.add(
        { kind: 'user', userId },
        {
          isCustom: true,
          customName: row.name,
          customDetails: row.details as Record<string, unknown>,
          quantity: 1,
          size,
          // A creation's refill is made from the formula saved today, every so many weeks (DESIGN §1 "Refills").
          ...(refill ? { refill } : {}),
        },
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'INVALID_CUSTOM_DESIGN') throw err;
      const { problem } = await this.problemOf(row);
      throw AppError.badRequest(
        'INVALID_CUSTOM_DESIGN',
        msg('“{name}” can no longer be made as it is: {problem} Open it in the builder to revise it.'),
        { values: { name: row.name, problem: typeof problem === 'string' ? { id: problem } : err.text } },
      );
    }
  }
}
