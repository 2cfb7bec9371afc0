import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { perfumeInputSchema, type PerfumeInput } from '@/domain/catalogue/admin-schemas';
import { TextField } from '@/client/components/ui/text-field';
import { useStoreCurrency } from '@/client/lib/format';
import { priceFromInput, stockFromInput } from './catalogue-format';

/** A number field's text: empty is null. */
const numberOrNull = (value: unknown): unknown =>
  typeof value !== 'string' ? value : value.trim() === '' ? null : Number(value);

/**
 * The perfume form's schema (decision 060): Price and Stock are the default size's (`volume`), the
 * rows below them the other sizes; rows left without a volume are dropped. Its output is the API's
 * input, every size in `sizes` (the server checks them: each volume once, 5 to 1000 ml).
 */
export const perfumeFormSchema = perfumeInputSchema
  .extend({
    volume: z.number().int().default(50),
    otherSizes: z
      .preprocess(
        (rows) =>
          Array.isArray(rows)
            ? rows.filter((r: { volume?: unknown }) => r && r.volume !== null && r.volume !== undefined)
            : [],
        z.array(
          z.object({
            volume: z
              .number({ message: 'Volume must be a whole number of ml' })
              .int('Volume must be a whole number of ml'),
            price: z.number({ message: 'Each size needs a price' }).positive('Price must be more than 0'),
            stock: z.number().int().min(0).nullable().default(null),
          }),
        ),
      )
      .default([]),
  })
  .transform(({ volume, otherSizes, ...v }) => ({
    ...v,
    sizes: [{ volume, price: v.price, stock: v.stock }, ...otherSizes],
  }));

/** The other sizes' rows: volume (ml), price and stock; an empty row adds nothing. */
export function PerfumeSizeRows({
  register,
  errors,
  rows,
}: {
  register: UseFormRegister<PerfumeInput>;
  errors: FieldErrors<PerfumeInput>;
  rows: number;
}) {
  const currency = useStoreCurrency();
  // The form holds rows the API's input does not name: seen through a looser type.
  const reg = register as unknown as UseFormRegister<Record<string, unknown>>;
  const rowErrors = (
    errors as unknown as { otherSizes?: { volume?: { message?: string }; price?: { message?: string } }[] }
  ).otherSizes;
  const sizesError = (errors as unknown as { sizes?: { message?: string; root?: { message?: string } } }).sizes;
  return (
    <fieldset className="grid gap-3" data-testid="perfume-sizes">
      <legend className="mb-1 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">Other sizes</legend>
      <p className="text-xs text-ink-soft">
        Price and Stock above are the default size’s (50 ml where there is one). Leave a row’s volume empty to remove
        that size.
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={`Other size ${i + 1} (ml)`}
            type="number"
            step="1"
            min="5"
            inputMode="numeric"
            error={rowErrors?.[i]?.volume?.message}
            {...reg(`otherSizes.${i}.volume`, { setValueAs: numberOrNull })}
          />
          <TextField
            label={`Other size ${i + 1}: amount (${currency})`}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            error={rowErrors?.[i]?.price?.message}
            {...reg(`otherSizes.${i}.price`, { setValueAs: priceFromInput })}
          />
          <TextField
            label={`Other size ${i + 1}: bottles on hand`}
            type="number"
            step="1"
            min="0"
            inputMode="numeric"
            {...reg(`otherSizes.${i}.stock`, { setValueAs: stockFromInput })}
          />
        </div>
      ))}
      {sizesError?.message || sizesError?.root?.message ? (
        <p className="text-sm text-danger">{sizesError.message ?? sizesError.root?.message}</p>
      ) : null}
    </fieldset>
  );
}
