import { zodResolver } from '@hookform/resolvers/zod';
import {
  concentrationLabels,
  concentrations,
  genders,
  perfumeFamilies,
  perfumeFamilyLabels,
} from '@/domain/catalogue/catalogue';
import { Controller } from 'react-hook-form';
import { PhotosField } from './photos-field';
import { type AdminPerfume, type PerfumeUpdate } from '@/domain/catalogue/admin-schemas';
import { Badge } from '@/client/components/ui/badge';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { SelectOptions } from '@/client/components/ui/select';
import { usePrice, useStoreCurrency } from '@/client/lib/format';
import { perfumesResource } from './catalogue-api';
import { genderLabels, perfumeFormValues } from './catalogue-format';
import type { CatalogueFieldsProps, CatalogueKind } from './catalogue-kind';
import { StockMark, WaitingMark } from './stock-mark';
import { PerfumeSizeRows, perfumeFormSchema, type PerfumeForm, type PerfumeFormOutput } from './perfume-sizes';
import { formField } from '@/client/components/form/form-field';
import { NumberField, TextField } from '@/client/components/form/text-field';
import { SelectField } from '@/client/components/ui/select-field';
import { paths } from '@/domain/pages/paths';
import { msg } from '@/domain/i18n/translator';
import { perfumeTranslatedFields, translatedLocales } from '@/domain/catalogue/translations';
import { useI18n } from '@/client/lib/i18n';
import type { Path } from 'react-hook-form';
import { TranslatedField, translationErrorFields, translationValues, Words } from './translated-field';

/** The perfumes of the shop: listed with their family, price and stock; edited with their notes, price, stock and marks. */
export const perfumes: CatalogueKind<AdminPerfume, PerfumeForm, PerfumeFormOutput, PerfumeUpdate> = {
  noun: 'perfume',
  plural: 'perfumes',
  resource: perfumesResource,
  words: {
    title: msg('Perfumes'),
    one: msg('Perfume'),
    many: msg('perfumes'),
    single: msg('perfume'),
    loading: msg('Loading perfumes'),
    numbered: msg('Perfume #{id}'),
    notFound: msg('There is no perfume with this number in the catalogue.'),
    close: msg('Close the perfume form'),
    create: msg('New perfume'),
    add: msg('Add perfume'),
    saved: msg('Perfume saved'),
    added: msg('Perfume added'),
    savedOnSale: msg('{name} is in the shop as saved.'),
    savedArchived: msg('{name} is saved (archived, not in the shop).'),
    saveFailed: msg('The perfume could not be saved. Please try again.'),
    onSale: msg('On sale ({count})'),
    noneOnSale: msg('No perfumes on sale'),
    noneArchived: msg('No archived perfumes'),
    archivedHint: msg('Archived perfumes wait here, out of the shop, until they are restored.'),
    addHint: msg('Add one with New perfume.'),
    archiveConsequence: msg(
      '{name} leaves the shop at once: its page answers “not found” and it can no longer be added to a cart. Past orders keep it as they were. You can restore it from Archived.',
    ),
    archive: msg('Archive perfume'),
    archiveFailed: msg('The perfume could not be archived. Please try again.'),
    archived: msg('Perfume archived'),
    archivedToast: msg('{name} is in Archived, no longer in the shop.'),
    restored: msg('Perfume restored'),
    restoredToast: msg('{name} is back in the shop.'),
    notRestored: msg('Perfume not restored'),
    restoreFailed: msg('The perfume could not be restored. Please try again.'),
  },

  picture: { width: 48, height: 60, className: 'h-15 w-12' },
  marks: (perfume) => <Marks perfume={perfume} />,
  columns: [
    {
      label: msg('Family'),
      cell: (perfume) => <Words message={perfumeFamilyLabels[perfume.family] ?? perfume.family} />,
    },
    { label: msg('Price'), cell: (perfume) => <Price price={perfume.price} /> },
    {
      label: msg('Stock'),
      cell: (perfume) => (
        <>
          <StockMark stock={perfume.stock} />
          <WaitingMark perfume={perfume} />
        </>
      ),
    },
  ],
  shopHref: (perfume) => paths.product(perfume.id),

  resolver: zodResolver(perfumeFormSchema),
  // Sales move the stock while the form is open: it is sent only when the admin changed it, with the
  // figure the form showed, so the server refuses (409) rather than overwrite the bottles sold meanwhile.
  // The other sizes' stock likewise: sent only when a size row changed, with the `updatedAt` the form
  // read (409 STALE_EDIT when anything sold since).
  updateInput: ({ stock, sizes, ...values }, perfume, changed) => {
    const stockChanged = changed('stock');
    const rowsChanged = changed('otherSizes');
    const sent = sizes?.map((s) =>
      s.volume === perfume.volume
        ? stockChanged
          ? s
          : { volume: s.volume, price: s.price }
        : rowsChanged
          ? s
          : { volume: s.volume, price: s.price },
    );
    return {
      ...values,
      ...(sent ? { sizes: sent } : {}),
      ...(stockChanged ? { stock, stockSeen: perfume.stock } : {}),
      ...(rowsChanged ? { updatedAt: perfume.updatedAt } : {}),
    };
  },
  formValues: (perfume) => ({
    ...perfumeFormValues(perfume),
    translations: translationValues(perfume?.translations, perfumeTranslatedFields),
  }),
  fields: [
    'name',
    'description',
    'notes',
    'gender',
    'family',
    'price',
    'stock',
    'isNew',
    'isBestseller',
    'imageSrc',
    'story',
    'concentration',
    'longevityMin',
    'longevityMax',
    'splitTop',
    'splitMiddle',
    'photos',
    ...(translationErrorFields(perfumeTranslatedFields) as Path<PerfumeForm>[]),
  ],
  describe: (perfume) =>
    perfume?.archivedAt
      ? msg('This perfume is archived: it is not in the shop until it is restored.')
      : perfume
        ? msg('Changes reach the shop as soon as they are saved.')
        : msg('It appears in the shop as soon as it is saved.'),
  imageShape: 'portrait',
  Fields: PerfumeFields,
};

/** "New", "Bestseller". */
function Marks({ perfume }: { perfume: AdminPerfume }) {
  const { t } = useI18n();
  return (
    <>
      {perfume.isNew ? (
        <Badge variant="accent" className="bg-transparent px-1.5 py-0.5">
          {t('New')}
        </Badge>
      ) : null}
      {perfume.isBestseller ? <Badge className="bg-transparent px-1.5 py-0.5">{t('Bestseller')}</Badge> : null}
    </>
  );
}

function Price({ price }: { price: number }) {
  const format = usePrice();
  return <span className="tabular-nums">{format(price)}</span>;
}

/** A photograph's refusals in the form: its description's, and its description's in each other language. */
type PhotoError = {
  alt?: { message?: string };
  translations?: Partial<Record<string, { alt?: { message?: string } }>>;
};

/** The form's refusals of the photographs, by photograph (none: undefined; the list's own message is apart). */
const photoErrors = (errors: unknown): (PhotoError | undefined)[] | undefined =>
  Array.isArray(errors) ? (errors as (PhotoError | undefined)[]) : undefined;

/** The price and the stock: numbers from 0 (whole ones unless the field says otherwise). */
function PerfumeFields({ form, rows }: CatalogueFieldsProps<PerfumeForm, PerfumeFormOutput> & { rows?: number }) {
  const currency = useStoreCurrency();
  const { t } = useI18n();
  const { register } = form;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label={t('Name')} autoComplete="off" className="sm:col-span-2" />
        <TranslatedField
          form={form}
          name="description"
          label={msg('Description')}
          translatedLabel={msg('Description ({language})')}
          className="sm:col-span-2"
          multiline
        />
        <TranslatedField
          form={form}
          name="notes"
          label={msg('Notes')}
          translatedLabel={msg('Notes ({language})')}
          className="sm:col-span-2"
          hint={msg('Top, heart and base notes, in that order, separated by commas (Bergamot, Rose, Musk).')}
        />
        <NumberField
          form={form}
          name="splitTop"
          empty={null}
          label={t('Top notes')}
          min="1"
          step="1"
          hint={t('How many of the notes, from the first, are top notes. Empty: the first one.')}
        />
        <NumberField
          form={form}
          name="splitMiddle"
          empty={null}
          label={t('Heart notes')}
          min="0"
          step="1"
          hint={t('How many of the next notes are heart notes; the rest are base notes. Empty: one.')}
        />
        <TranslatedField
          form={form}
          name="story"
          label={msg('The perfumer’s story')}
          translatedLabel={msg('The perfumer’s story ({language})')}
          className="sm:col-span-2"
          hint={msg('Two or three sentences, with the perfumer’s name. Left empty, the page shows none.')}
          multiline
        />
        <SelectField label={t('Concentration')} {...formField(form, 'concentration')}>
          <SelectOptions values={concentrations} labels={concentrationLabels} />
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            form={form}
            name="longevityMin"
            empty={null}
            label={t('Lasts from (hours)')}
            min="1"
            max="48"
            step="1"
          />
          <NumberField form={form} name="longevityMax" empty={null} label={t('To (hours)')} min="1" max="48" step="1" />
        </div>
        <SelectField label={t('Gender')} {...formField(form, 'gender')}>
          <SelectOptions values={genders} labels={genderLabels} />
        </SelectField>
        <SelectField label={t('Scent family')} {...formField(form, 'family')}>
          <SelectOptions values={perfumeFamilies} labels={perfumeFamilyLabels} />
        </SelectField>
        <NumberField form={form} name="price" label={t('Price ({currency})', { currency })} min="0" step="0.01" />
        <NumberField
          form={form}
          name="stock"
          empty={null}
          label={t('Stock')}
          min="0"
          step="1"
          hint={t('Bottles on hand. Leave empty when the stock is not tracked.')}
        />
      </div>
      <PerfumeSizeRows form={form} rows={rows ?? 4} />
      <Controller
        control={form.control}
        name="photos"
        render={({ field, fieldState }) => (
          <PhotosField
            value={field.value ?? []}
            onChange={field.onChange}
            subject={form.getValues('name')}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
            errors={photoErrors(form.formState.errors.photos)?.map((e) => e?.alt?.message)}
            translatedErrors={photoErrors(form.formState.errors.photos)?.map((e) =>
              Object.fromEntries(
                translatedLocales.map((l) => [l, e?.translations?.[l]?.alt?.message] as const).filter(([, m]) => m),
              ),
            )}
          />
        )}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">{t('Marks')}</legend>
        <CheckboxField
          label={t('New')}
          hint={t('Shown as NEW on its card and among the featured perfumes.')}
          {...register('isNew')}
        />
        <CheckboxField
          label={t('Bestseller')}
          hint={t('Shown as BESTSELLER and among the featured perfumes.')}
          {...register('isBestseller')}
        />
      </fieldset>
    </>
  );
}
