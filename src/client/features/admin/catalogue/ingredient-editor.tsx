import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ingredientCategories } from '@/domain/catalogue';
import { ingredientInputSchema, type AdminIngredient, type IngredientInput } from '@/domain/catalogue-admin';
import { SelectField } from '@/client/components/ui/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { toast } from '@/client/lib/toast';
import { ingredientsResource } from './catalogue-api';
import { categoryLabels, ingredientFormValues } from './catalogue-format';
import { EditorMissing } from '../shared/editor-missing';
import { EditorShell } from '../shared/editor-shell';
import { placeServerErrors } from '../shared/form-errors';
import { ImageField } from './image-field';
import { useUnsavedChanges } from '../shared/use-unsaved-changes';

type IngredientValues = z.output<typeof ingredientInputSchema>;
const FIELDS = ['name', 'category', 'characteristics', 'imageSrc'] as const;

/** The ingredient editor of `?ingredient=new` or `?ingredient={id}`. */
export function IngredientEditor({ subject, onClose }: { subject: 'new' | number; onClose: () => void }) {
  const list = ingredientsResource.useList();
  if (subject === 'new') return <IngredientForm onClose={onClose} />;
  const ingredient = list.data?.find((i) => i.id === subject);
  if (!ingredient) return <EditorMissing what="ingredient" id={subject} query={list} />;
  return <IngredientForm key={ingredient.id} ingredient={ingredient} onClose={onClose} />;
}

function IngredientForm({ ingredient, onClose }: { ingredient?: AdminIngredient; onClose: () => void }) {
  const save = ingredientsResource.useSave();
  const [saved] = useState(() => ingredientFormValues(ingredient));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<IngredientInput, unknown, IngredientValues>({ resolver: zodResolver(ingredientInputSchema), defaultValues: saved });
  const { blocker, release } = useUnsavedChanges(isDirty);
  const name = useWatch({ control, name: 'name' });

  const onSubmit = async (values: IngredientValues) => {
    setFormError(null);
    try {
      const result = await save.mutateAsync({ id: ingredient?.id ?? null, input: values });
      release();
      reset(ingredientFormValues(result));
      toast({
        variant: 'success',
        title: ingredient ? 'Ingredient saved' : 'Ingredient added',
        description: result.archivedAt ? `${result.name} is saved (archived, not in the builder).` : `${result.name} is in the recipe builder as saved.`,
      });
      onClose();
    } catch (err) {
      setFormError(
        placeServerErrors(err, FIELDS, (field, message, focus) => setError(field, { type: 'server', message }, { shouldFocus: focus }), 'The ingredient could not be saved. Please try again.'),
      );
    }
  };

  return (
    <EditorShell
      eyebrow={ingredient ? `Ingredient #${ingredient.id}` : 'Catalogue'}
      title={ingredient ? `Edit ${ingredient.name}` : 'New ingredient'}
      description={
        ingredient?.archivedAt
          ? 'This ingredient is archived: the recipe builder does not offer it until it is restored.'
          : 'The recipe builder offers it in its group as soon as it is saved.'
      }
      formLabel={ingredient ? `Edit ${ingredient.name}` : 'New ingredient'}
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void handleSubmit(onSubmit)(e))}
      onCancel={onClose}
      submitting={isSubmitting}
      submitLabel={ingredient ? 'Save changes' : 'Add ingredient'}
      formError={formError}
      blocker={blocker}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <SelectField label="Group" hint="Where the builder offers it." error={errors.category?.message} {...register('category')}>
          {ingredientCategories.map((c) => (
            <option key={c} value={c}>
              {categoryLabels[c]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Characteristics"
          autoComplete="off"
          className="sm:col-span-2"
          hint="A few words the builder shows under its name (Fresh, zesty, bright)."
          error={errors.characteristics?.message}
          {...register('characteristics')}
        />
      </div>
      <Controller
        control={control}
        name="imageSrc"
        render={({ field }) => (
          <ImageField
            ref={field.ref}
            label="Image"
            shape="square"
            value={field.value}
            saved={saved.imageSrc}
            onChange={field.onChange}
            error={errors.imageSrc?.message}
            subject={name}
          />
        )}
      />
    </EditorShell>
  );
}
