import { zodResolver } from '@hookform/resolvers/zod';
import { genders, perfumeFamilies } from '@/domain/catalogue/catalogue';
import { type AdminPerfume, type PerfumeUpdate } from '@/domain/catalogue/admin-schemas';
import { Badge } from '@/client/components/ui/badge';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { SelectOptions } from '@/client/components/ui/select';
import { usePrice, useStoreCurrency } from '@/client/lib/format';
import { perfumesResource } from './catalogue-api';
import { familyLabels, genderLabels, perfumeFormValues } from './catalogue-format';
import type { CatalogueFieldsProps, CatalogueKind } from './catalogue-kind';
import { StockMark, WaitingMark } from './stock-mark';
import { PerfumeSizeRows, perfumeFormSchema, type PerfumeForm, type PerfumeFormOutput } from './perfume-sizes';
import { formField } from '@/client/components/form/form-field';
import { NumberField, TextAreaField, TextField } from '@/client/components/form/text-field';
import { SelectField } from '@/client/components/ui/select-field';
import { paths } from '@/domain/pages/paths';

/** The perfumes of the shop: listed with their family, price and stock; edited with their notes, price, stock and marks. */
export const perfumes: CatalogueKind<AdminPerfume, PerfumeForm, PerfumeFormOutput, PerfumeUpdate> = {
  noun: 'perfume',
  plural: 'perfumes',
  place: 'the shop',
  resource: perfumesResource,
  onSale: 'On sale',
  noneOnSale: 'No perfumes on sale',
  archiveConsequence: (name) =>
    `${name} leaves the shop at once: its page answers “not found” and it can no longer be added to a cart. Past orders keep it as they were. You can restore it from Archived.`,

  picture: { width: 48, height: 60, className: 'h-15 w-12' },
  marks: (perfume) => (
    <>
      {perfume.isNew ? (
        <Badge variant="accent" className="bg-transparent px-1.5 py-0.5">
          New
        </Badge>
      ) : null}
      {perfume.isBestseller ? <Badge className="bg-transparent px-1.5 py-0.5">Bestseller</Badge> : null}
    </>
  ),
  columns: [
    { label: 'Family', cell: (perfume) => familyLabels[perfume.family] ?? perfume.family },
    { label: 'Price', cell: (perfume) => <Price price={perfume.price} /> },
    {
      label: 'Stock',
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
  formValues: perfumeFormValues,
  fields: ['name', 'description', 'notes', 'gender', 'family', 'price', 'stock', 'isNew', 'isBestseller', 'imageSrc'],
  describe: (perfume) =>
    perfume?.archivedAt
      ? 'This perfume is archived: it is not in the shop until it is restored.'
      : perfume
        ? 'Changes reach the shop as soon as they are saved.'
        : 'It appears in the shop as soon as it is saved.',
  savedOnSale: (name) => `${name} is in the shop as saved.`,
  imageShape: 'portrait',
  Fields: PerfumeFields,
};

function Price({ price }: { price: number }) {
  const format = usePrice();
  return <span className="tabular-nums">{format(price)}</span>;
}

/** The price and the stock: numbers from 0 (whole ones unless the field says otherwise). */
function PerfumeFields({ form, rows }: CatalogueFieldsProps<PerfumeForm, PerfumeFormOutput> & { rows?: number }) {
  const currency = useStoreCurrency();
  const { register } = form;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Name" autoComplete="off" className="sm:col-span-2" />
        <TextAreaField form={form} name="description" label="Description" rows={4} className="sm:col-span-2" />
        <TextField
          form={form}
          name="notes"
          label="Notes"
          autoComplete="off"
          className="sm:col-span-2"
          hint="Top, heart and base notes, separated by commas (Bergamot, Rose, Musk)."
        />
        <SelectField label="Gender" {...formField(form, 'gender')}>
          <SelectOptions values={genders} labels={genderLabels} />
        </SelectField>
        <SelectField label="Scent family" {...formField(form, 'family')}>
          <SelectOptions values={perfumeFamilies} labels={familyLabels} />
        </SelectField>
        <NumberField form={form} name="price" label={`Price (${currency})`} min="0" step="0.01" />
        <NumberField
          form={form}
          name="stock"
          empty={null}
          label="Stock"
          min="0"
          step="1"
          hint="Bottles on hand. Leave empty when the stock is not tracked."
        />
      </div>
      <PerfumeSizeRows form={form} rows={rows ?? 4} />
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">Marks</legend>
        <CheckboxField
          label="New"
          hint="Shown as NEW on its card and among the featured perfumes."
          {...register('isNew')}
        />
        <CheckboxField
          label="Bestseller"
          hint="Shown as BESTSELLER and among the featured perfumes."
          {...register('isBestseller')}
        />
      </fieldset>
    </>
  );
}
