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
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';
import { ingredientTranslatedFields } from '@/domain/catalogue/translations';
import type { Path } from 'react-hook-form';
import { TranslatedField, translationErrorFields, translationValues, Words } from './translated-field';

/**
 * The recipe builder's ingredients: listed and edited with their group and characteristics, and what
 * the atelier's labels need of the material: its grade, its IFRA limit and its allergens.
 */
export const ingredients: CatalogueKind<AdminIngredient, IngredientForm, IngredientValues> = {
  noun: 'ingredient',
  plural: 'ingredients',
  resource: ingredientsResource,
  words: {
    title: msg('Ingredients'),
    one: msg('Ingredient'),
    many: msg('ingredients'),
    single: msg('ingredient'),
    loading: msg('Loading ingredients'),
    numbered: msg('Ingredient #{id}'),
    notFound: msg('There is no ingredient with this number in the catalogue.'),
    close: msg('Close the ingredient form'),
    create: msg('New ingredient'),
    add: msg('Add ingredient'),
    saved: msg('Ingredient saved'),
    added: msg('Ingredient added'),
    savedOnSale: msg('{name} is in the recipe builder as saved.'),
    savedArchived: msg('{name} is saved (archived, not in the builder).'),
    saveFailed: msg('The ingredient could not be saved. Please try again.'),
    onSale: msg('Offered ({count})'),
    noneOnSale: msg('No ingredients on offer'),
    noneArchived: msg('No archived ingredients'),
    archivedHint: msg('Archived ingredients wait here, out of the builder, until they are restored.'),
    addHint: msg('Add one with New ingredient.'),
    archiveConsequence: msg(
      'The recipe builder stops offering {name}. Past orders and saved creations keep it. You can restore it from Archived.',
    ),
    archive: msg('Archive ingredient'),
    archiveFailed: msg('The ingredient could not be archived. Please try again.'),
    archived: msg('Ingredient archived'),
    archivedToast: msg('{name} is in Archived, no longer in the builder.'),
    restored: msg('Ingredient restored'),
    restoredToast: msg('{name} is back in the builder.'),
    notRestored: msg('Ingredient not restored'),
    restoreFailed: msg('The ingredient could not be restored. Please try again.'),
  },

  picture: { width: 44, height: 44, className: 'size-11' },
  columns: [
    {
      label: msg('Group'),
      cell: (ingredient) => <Words message={categoryLabels[ingredient.category] ?? ingredient.category} />,
    },
    {
      label: msg('Characteristics'),
      cell: (ingredient) => <span className="text-ink-soft">{ingredient.characteristics}</span>,
    },
    {
      label: msg('IFRA limit'),
      className: 'md:whitespace-nowrap',
      cell: (ingredient) => <IfraLimit limit={ingredient.ifraLimit} />,
    },
  ],

  updateInput: (values) => values,
  resolver: zodResolver<IngredientForm, unknown, IngredientValues>(ingredientInputSchema),
  formValues: (ingredient) => ({
    ...ingredientFormValues(ingredient),
    translations: translationValues(ingredient?.translations, ingredientTranslatedFields),
  }),
  fields: [...ingredientErrorFields, ...(translationErrorFields(ingredientTranslatedFields) as Path<IngredientForm>[])],
  describe: (ingredient) =>
    ingredient?.archivedAt
      ? msg('This ingredient is archived: the recipe builder does not offer it until it is restored.')
      : msg('The recipe builder offers it in its group as soon as it is saved.'),
  imageShape: 'square',
  Fields: IngredientFields,
};

/** "2.5 %", or "Not restricted". */
function IfraLimit({ limit }: { limit: number | null }) {
  const { t, number } = useI18n();
  if (limit === null) return <Missing words={t('Not restricted')} />;
  return (
    <span className="tabular-nums">{t('{percent} %', { percent: number(limit, { maximumFractionDigits: 3 }) })}</span>
  );
}

function IngredientFields({ form }: CatalogueFieldsProps<IngredientForm, IngredientValues>) {
  const { t } = useI18n();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TranslatedField
          form={form}
          name="name"
          label={msg('Name')}
          translatedLabel={msg('Name ({language})')}
          className="sm:col-span-2"
        />
        <SelectField label={t('Group')} hint={t('Where the builder offers it.')} {...formField(form, 'category')}>
          <SelectOptions values={ingredientCategories} labels={categoryLabels} />
        </SelectField>
        <TranslatedField
          form={form}
          name="characteristics"
          label={msg('Characteristics')}
          translatedLabel={msg('Characteristics ({language})')}
          className="sm:col-span-2"
          hint={msg('A few words the builder shows under its name (Fresh, zesty, bright).')}
        />
        <TextField
          form={form}
          name="grade"
          label={t('Grade')}
          autoComplete="off"
          className="sm:col-span-2"
          maxLength={160}
          hint={t('The material as the batch sheet names it (Essential oil, Italy; natural isolate).')}
        />
        <NumberField
          form={form}
          name="ifraLimit"
          empty={null}
          label={t('IFRA limit (% of finished perfume)')}
          step="0.001"
          min="0"
          max="100"
          hint={t('The most the finished perfume may hold (IFRA Category 4). Leave empty when not restricted.')}
        />
        <NumberField
          form={form}
          name="density"
          empty={null}
          label={t('Density (g/ml)')}
          step="0.001"
          min={MIN_DENSITY}
          max={MAX_DENSITY}
          hint={t(
            'To weigh it in grams on the batch sheet (an essential oil is about 0.85 to 1.05). Leave empty when not known.',
          )}
        />
      </div>
      <AllergenRows form={form} />
    </>
  );
}
