import { zodResolver } from '@hookform/resolvers/zod';
import { ingredientCategories } from '@/domain/catalogue/catalogue';
import { MAX_DENSITY, MIN_DENSITY } from '@/domain/atelier/label';
import { ingredientInputSchema, type AdminIngredient } from '@/domain/catalogue/admin-schemas';
import { SelectOptions } from '@/client/components/ui/select';
import { Missing } from '../shared/stacked-table';
import { AllergenRows } from './allergen-rows';
import { categoryLabels } from '../shared/note-groups';
import { ingredientsResource } from './catalogue-api';
import {
  ingredientErrorFields,
  ingredientFormValues,
  type IngredientForm,
  type IngredientValues,
} from './catalogue-format';
import type { CatalogueFieldsProps, CatalogueKind } from './catalogue-kind';
import { formField } from '@/client/components/form/form-field';
import { NumberField, TextField } from '@/client/components/form/text-field';
import { SelectField } from '@/client/components/ui/select-field';

/**
 * The recipe builder's ingredients: listed and edited with their group and characteristics, and what
 * the atelier's labels need of the material: its grade, its IFRA limit and its allergens.
 */
export const ingredients: CatalogueKind<AdminIngredient, IngredientForm, IngredientValues> = {
  noun: 'ingredient',
  plural: 'ingredients',
  place: 'the builder',
  resource: ingredientsResource,
  onSale: 'Offered',
  noneOnSale: 'No ingredients on offer',
  archiveConsequence: (name) =>
    `The recipe builder stops offering ${name}. Past orders and saved creations keep it. You can restore it from Archived.`,

  picture: { width: 44, height: 44, className: 'size-11' },
  columns: [
    { label: 'Group', cell: (ingredient) => categoryLabels[ingredient.category] ?? ingredient.category },
    {
      label: 'Characteristics',
      cell: (ingredient) => <span className="text-ink-soft">{ingredient.characteristics}</span>,
    },
    {
      label: 'IFRA limit',
      className: 'md:whitespace-nowrap',
      cell: (ingredient) =>
        ingredient.ifraLimit === null ? (
          <Missing words="Not restricted" />
        ) : (
          <span className="tabular-nums">{ingredient.ifraLimit} %</span>
        ),
    },
  ],

  updateInput: (values) => values,
  resolver: zodResolver<IngredientForm, unknown, IngredientValues>(ingredientInputSchema),
  formValues: ingredientFormValues,
  fields: ingredientErrorFields,
  describe: (ingredient) =>
    ingredient?.archivedAt
      ? 'This ingredient is archived: the recipe builder does not offer it until it is restored.'
      : 'The recipe builder offers it in its group as soon as it is saved.',
  savedOnSale: (name) => `${name} is in the recipe builder as saved.`,
  imageShape: 'square',
  Fields: IngredientFields,
};

function IngredientFields({ form }: CatalogueFieldsProps<IngredientForm, IngredientValues>) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Name" autoComplete="off" />
        <SelectField label="Group" hint="Where the builder offers it." {...formField(form, 'category')}>
          <SelectOptions values={ingredientCategories} labels={categoryLabels} />
        </SelectField>
        <TextField
          form={form}
          name="characteristics"
          label="Characteristics"
          autoComplete="off"
          className="sm:col-span-2"
          hint="A few words the builder shows under its name (Fresh, zesty, bright)."
        />
        <TextField
          form={form}
          name="grade"
          label="Grade"
          autoComplete="off"
          className="sm:col-span-2"
          maxLength={160}
          hint="The material as the batch sheet names it (Essential oil, Italy; natural isolate)."
        />
        <NumberField
          form={form}
          name="ifraLimit"
          empty={null}
          label="IFRA limit (% of finished perfume)"
          step="0.001"
          min="0"
          max="100"
          hint="The most the finished perfume may hold (IFRA Category 4). Leave empty when not restricted."
        />
        <NumberField
          form={form}
          name="density"
          empty={null}
          label="Density (g/ml)"
          step="0.001"
          min={MIN_DENSITY}
          max={MAX_DENSITY}
          hint="To weigh it in grams on the batch sheet (an essential oil is about 0.85 to 1.05). Leave empty when not known."
        />
      </div>
      <AllergenRows form={form} />
    </>
  );
}
