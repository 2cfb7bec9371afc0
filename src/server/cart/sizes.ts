import type { AddCartItem } from '../../domain/cart/schemas';
import { SAMPLE_ML } from '../../domain/samples/samples';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import type { CatalogueSnapshot } from '../catalogue/snapshot';

type PerfumeRow = NonNullable<Awaited<ReturnType<CatalogueSnapshot['perfumeRow']>>>;

/**
 * The size a catalogue line is added in (decision 060): a sample is 2 ml; a bottle the volume asked
 * for, else the perfume's default size. 404 SIZE_NOT_FOUND for a volume the perfume is not sold in.
 * Answers its volume and its stock as cached (null: not tracked, so no stock to check).
 */
export function lineVolume(
  perfume: Pick<PerfumeRow, 'volumeMl' | 'sizes'>,
  input: Pick<AddCartItem, 'size' | 'volume'>,
): { volume: number; stock: number | null } {
  if (input.size === 'sample') return { volume: SAMPLE_ML, stock: null };
  const volume = input.volume ?? perfume.volumeMl;
  const size = perfume.sizes.find((s) => s.volumeMl === volume);
  if (!size)
    throw AppError.notFound('SIZE_NOT_FOUND', msg('This perfume is not sold in {volume} ml.'), {
      values: { volume },
    });
  return { volume, stock: size.stock };
}

/** Whether a line's size has its stock tracked (a size no longer sold counts as tracked: the check then answers). */
export function tracked(perfume: Pick<PerfumeRow, 'volumeMl' | 'sizes'> | undefined, volume: number | null): boolean {
  if (!perfume) return false;
  const size = perfume.sizes.find((s) => s.volumeMl === (volume ?? perfume.volumeMl));
  return !size || size.stock !== null;
}
