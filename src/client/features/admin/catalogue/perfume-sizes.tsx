import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { hoursSchema, perfumeInputSchema, photosFormSchema, tierCountSchema } from '@/domain/catalogue/admin-schemas';
import { translatedLocales } from '@/domain/catalogue/translations';
import { formField } from '@/client/components/form/form-field';
import { TextField } from '@/client/components/ui/text-field';
import { useStoreCurrency } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';
import { msg } from '@/domain/i18n/translator';
import { priceFromInput, stockFromInput, type OtherSizeRow } from './catalogue-format';

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
      // Typed as the form's rows hold them: any row is read, those without a volume are left out, and the rest checked.
      .custom<OtherSizeRow[]>()
      .transform((rows: unknown) =>
        Array.isArray(rows)
          ? rows.filter((r: { volume?: unknown }) => r && r.volume !== null && r.volume !== undefined)
          : [],
      )
      .pipe(
        z.array(
          z.object({
            volume: z
              .number({ message: msg('Volume must be a whole number of ml') })
              .int(msg('Volume must be a whole number of ml')),
            price: z.number({ message: msg('Each size needs a price') }).positive(msg('Price must be more than 0')),
            stock: z.number().int().min(0).nullable().default(null),
          }),
        ),
      )
      .default([]),
    // Issue #51: how long it lasts (from, to; one alone is both) and how many notes are top and heart notes
    // (empty: one each, the rest base).
    longevityMin: hoursSchema.nullable().default(null),
    longevityMax: hoursSchema.nullable().default(null),
    splitTop: tierCountSchema.nullable().default(null),
    splitMiddle: tierCountSchema.nullable().default(null),
    // Each photograph with its descriptions in the other languages, which move and go with it.
    photos: photosFormSchema.optional(),
  })
  .transform(({ volume, otherSizes, longevityMin, longevityMax, splitTop, splitMiddle, photos, ...v }) => ({
    ...v,
    ...photosToSend(photos, v.translations),
    sizes: [{ volume, price: v.price, stock: v.stock }, ...otherSizes],
    longevity:
      longevityMin === null && longevityMax === null
        ? null
        : { min: longevityMin ?? longevityMax!, max: longevityMax ?? longevityMin! },
    noteSplit: splitTop === null && splitMiddle === null ? null : { top: splitTop ?? 1, middle: splitMiddle ?? 1 },
  }));

type FormPhotos = z.output<typeof photosFormSchema>;
type SentTranslations = z.output<typeof perfumeInputSchema>['translations'];

/**
 * The form's photographs as the API takes them (issue #51): each `{ src, alt }`, and its description in each
 * other language in that language's `translations.{code}.photos`, by its `src` (empty: the English is shown).
 * Without photographs, the translations go as they are (the server drops the descriptions of those removed).
 */
function photosToSend(
  photos: FormPhotos | undefined,
  translations: SentTranslations,
): { photos?: { src: string; alt: string }[]; translations?: SentTranslations } {
  if (photos === undefined) return translations === undefined ? {} : { translations };
  const sent = photos.map(({ src, alt }) => ({ src, alt }));
  if (photos.length === 0) return { photos: sent, ...(translations === undefined ? {} : { translations }) };
  const withPhotos: NonNullable<SentTranslations> = { ...translations };
  for (const l of translatedLocales)
    withPhotos[l] = {
      ...withPhotos[l],
      photos: Object.fromEntries(photos.map((p) => [p.src, p.translations?.[l]?.alt ?? ''])),
    };
  return { photos: sent, translations: withPhotos };
}

/** The perfume form as its fields hold it, and what it hands on (the API's input). */
export type PerfumeForm = z.input<typeof perfumeFormSchema>;
export type PerfumeFormOutput = z.output<typeof perfumeFormSchema>;

/** The other sizes' rows: volume (ml), price and stock; an empty row adds nothing. */
export function PerfumeSizeRows({
  form,
  rows,
}: {
  form: UseFormReturn<PerfumeForm, unknown, PerfumeFormOutput>;
  rows: number;
}) {
  const { errors } = form.formState;
  const currency = useStoreCurrency();
  const { t } = useI18n();
  const sizesError = errors.sizes;
  return (
    <fieldset className="grid gap-3" data-testid="perfume-sizes">
      <legend className="mb-1 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">
        {t('Other sizes')}
      </legend>
      <p className="text-xs text-ink-soft">
        {t(
          'Price and Stock above are the default size’s (50 ml where there is one). Leave a row’s volume empty to remove that size.',
        )}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('Other size {number} (ml)', { number: i + 1 })}
            type="number"
            step="1"
            min="5"
            inputMode="numeric"
            {...formField(form, `otherSizes.${i}.volume`, { setValueAs: numberOrNull })}
          />
          <TextField
            label={t('Other size {number}: amount ({currency})', { number: i + 1, currency })}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...formField(form, `otherSizes.${i}.price`, { setValueAs: priceFromInput })}
          />
          {/* No message under a size's stock: the rows' checks speak under the volume and the price. */}
          <TextField
            label={t('Other size {number}: bottles on hand', { number: i + 1 })}
            type="number"
            step="1"
            min="0"
            inputMode="numeric"
            {...form.register(`otherSizes.${i}.stock`, { setValueAs: stockFromInput })}
          />
        </div>
      ))}
      {sizesError?.message || sizesError?.root?.message ? (
        <p className="text-sm text-danger">{shownText(sizesError.message ?? sizesError.root?.message ?? '', t)}</p>
      ) : null}
    </fieldset>
  );
}
