import type { z } from 'zod';
import type { AdminPerfume, PerfumeInput, PerfumeUpdate } from '../../../domain/catalogue/admin-schemas';
import { perfumeInputSchema, perfumeUpdateSchema } from '../../../domain/catalogue/admin-schemas';
import { defaultVolume } from '../../../domain/catalogue/sizes';
import { toCents } from '../../../domain/shared/money';
import { mergePerfumeTranslations, type PerfumeTranslations } from '../../../domain/catalogue/translations';
import { type NoteSplit, notesOf } from '../../../domain/catalogue/notes';
import { AppError } from '../../http/errors';
import { available, type BackInStock } from '../back-in-stock';
import { toAdminPerfume } from '../present';
import { type PerfumeRow, type SizeRow, withSizes } from '../repo';
import type { PerfumeVolume } from '../stock/repo';
import type { WebhookEvents } from '../../webhooks/service';
import type { Kind } from './item-edits';
import { type ItemValues, writeOtherSizes } from './repo';

/** How the back office lists and edits a perfume: its fields, its sizes (decision 060), the sizes an edit brings back. */

/**
 * A perfume's fields as its table stores them; the stock apart (see perfumeUpdateSchema). Its translations
 * sent are merged into those it has (`kept`: its translations and photographs before the edit); none sent, they
 * stay as they are, but for the descriptions of photographs the edit removes, which go with them.
 */
function perfumeValues(
  v: Omit<z.output<typeof perfumeInputSchema>, 'stock'>,
  kept?: Pick<PerfumeRow, 'translations' | 'photos'>,
): Omit<ItemValues<'perfume'>, 'stock'> {
  const photoSrcs = (v.photos ?? kept?.photos ?? []).map((p) => p.src);
  return {
    ...(v.translations === undefined && v.photos === undefined && kept !== undefined
      ? {}
      : {
          translations: mergePerfumeTranslations(
            kept?.translations,
            v.translations as PerfumeTranslations | undefined,
            photoSrcs,
          ),
        }),
    name: v.name,
    description: v.description,
    notes: v.notes,
    gender: v.gender,
    family: v.family,
    priceCents: toCents(v.price),
    isNew: v.isNew,
    isBestseller: v.isBestseller,
    imageSrc: v.imageSrc,
    // Issue #51's fields: each left out stays as it is (a new perfume takes the table's defaults).
    ...(v.story === undefined ? {} : { story: v.story }),
    ...(v.concentration === undefined ? {} : { concentration: v.concentration }),
    ...(v.longevity === undefined
      ? {}
      : { longevityMinHours: v.longevity?.min ?? null, longevityMaxHours: v.longevity?.max ?? null }),
    ...(v.noteSplit === undefined ? {} : { noteSplit: v.noteSplit }),
    ...(v.photos === undefined ? {} : { photos: v.photos }),
  };
}

/**
 * A split of the notes into tiers must name as many notes as there are (issue #51): "2 top, 1 heart" over five
 * notes leaves two base notes; over two notes, it is refused with 400 naming the field.
 */
function refuseSplitBeyondNotes(v: { notes: string; noteSplit?: NoteSplit | null }): void {
  if (!v.noteSplit) return;
  const count = notesOf(v.notes).length;
  if (v.noteSplit.top + v.noteSplit.middle > count)
    throw AppError.badRequest('VALIDATION', 'The tiers name more notes than the perfume has', [
      { path: 'noteSplit', message: 'The tiers name more notes than the perfume has' },
    ]);
  if (v.noteSplit.top < 1)
    throw AppError.badRequest('VALIDATION', 'A perfume opens with at least one top note', [
      { path: 'noteSplit', message: 'A perfume opens with at least one top note' },
    ]);
}

/**
 * The sizes a staff member sent, split (decision 060): the default one (50 ml where there is one) is the
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
export const perfumeKind = (
  backInStock: Pick<BackInStock, 'sizesBack'>,
  /** An edit is `perfume.updated` for the webhooks' endpoints (issue #49); prices in the store currency. */
  webhooks: { events: WebhookEvents; currency: string },
): Kind<'perfume', PerfumeInput, AdminPerfume, PerfumeUpdate> => ({
  kind: 'perfume',
  notFound: 'PERFUME_NOT_FOUND',
  values(input) {
    const v = perfumeInputSchema.parse(input);
    refuseSplitBeyondNotes(v);
    if (v.sizes) {
      refuseContradiction(input, v.price, v.sizes);
      const { first, row } = splitSizes(v.sizes);
      return { ...perfumeValues(v), ...row, stock: first.stock };
    }
    return { ...perfumeValues(v), stock: v.stock };
  },
  updateValues(input, before) {
    const { stock: sentStock, stockSeen, sizes, ...v } = perfumeUpdateSchema.parse(input);
    refuseSplitBeyondNotes(v);
    // A split kept from before that no longer fits notes edited alone (the catalogue file's) is dropped: one each.
    const keptSplit = before.noteSplit;
    if (v.noteSplit === undefined && keptSplit && keptSplit.top + keptSplit.middle > notesOf(v.notes).length)
      v.noteSplit = null;
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
    if (stock === undefined) return { ...perfumeValues(v, before), ...sized };
    if (stockSeen !== undefined && stockSeen !== before.stock)
      throw AppError.conflict(
        'STOCK_CHANGED',
        `The stock changed from ${stockSeen ?? 'not tracked'} to ${before.stock ?? 'not tracked'} since the form was opened (bottles sold meanwhile). Check it and save again.`,
      );
    return { ...perfumeValues(v, before), ...sized, stock };
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
    const edited = toAdminPerfume(now!);
    await webhooks.events.emit(tx, 'perfume.updated', `perfume.updated:${row.id}:${edited.updatedAt}`, {
      id: edited.id,
      name: edited.name,
      archived: edited.archivedAt !== null,
      price: edited.price,
      currency: webhooks.currency,
      sizes: edited.sizes.map((s) => ({ volume: s.volume, price: s.price, stock: s.stock })),
      updatedAt: edited.updatedAt,
    });
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
    'translations',
    'story',
    'concentration',
    'longevityMinHours',
    'longevityMaxHours',
    'noteSplit',
    'photos',
  ],
  present: (row) => toAdminPerfume(row as PerfumeRow),
});
