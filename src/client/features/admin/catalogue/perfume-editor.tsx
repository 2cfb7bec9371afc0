import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { genders, perfumeFamilies } from '@/domain/catalogue';
import { perfumeInputSchema, type AdminPerfume, type PerfumeInput } from '@/domain/catalogue-admin';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { SelectField } from '@/client/components/ui/select-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { TextField } from '@/client/components/ui/text-field';
import { toast } from '@/client/lib/toast';
import { useStoreCurrency } from '@/client/lib/format';
import { perfumesResource } from './catalogue-api';
import { familyLabels, genderLabels, perfumeFormValues, priceFromInput, stockFromInput } from './catalogue-format';
import { EditorMissing } from '../shared/editor-missing';
import { EditorShell } from '../shared/editor-shell';
import { placeServerErrors } from '../shared/form-errors';
import { ImageField } from './image-field';
import { useUnsavedChanges } from '../shared/use-unsaved-changes';

type PerfumeValues = z.output<typeof perfumeInputSchema>;
const FIELDS = ['name', 'description', 'notes', 'gender', 'family', 'price', 'stock', 'isNew', 'isBestseller', 'imageSrc'] as const;

/** The perfume editor of `?perfume=new` or `?perfume={id}`. */
export function PerfumeEditor({ subject, onClose }: { subject: 'new' | number; onClose: () => void }) {
  const list = perfumesResource.useList();
  if (subject === 'new') return <PerfumeForm onClose={onClose} />;
  const perfume = list.data?.find((p) => p.id === subject);
  if (!perfume) return <EditorMissing what="perfume" id={subject} query={list} />;
  return <PerfumeForm key={perfume.id} perfume={perfume} onClose={onClose} />;
}

function PerfumeForm({ perfume, onClose }: { perfume?: AdminPerfume; onClose: () => void }) {
  const currency = useStoreCurrency();
  const save = perfumesResource.useSave();
  const [saved] = useState(() => perfumeFormValues(perfume));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PerfumeInput, unknown, PerfumeValues>({ resolver: zodResolver(perfumeInputSchema), defaultValues: saved });
  const { blocker, release } = useUnsavedChanges(isDirty);
  const name = useWatch({ control, name: 'name' });

  const onSubmit = async (values: PerfumeValues) => {
    setFormError(null);
    try {
      const result = await save.mutateAsync({ id: perfume?.id ?? null, input: values });
      release();
      reset(perfumeFormValues(result));
      toast({
        variant: 'success',
        title: perfume ? 'Perfume saved' : 'Perfume added',
        description: result.archivedAt ? `${result.name} is saved (archived, not in the shop).` : `${result.name} is in the shop as saved.`,
      });
      onClose();
    } catch (err) {
      setFormError(
        placeServerErrors(err, FIELDS, (field, message, focus) => setError(field, { type: 'server', message }, { shouldFocus: focus }), 'The perfume could not be saved. Please try again.'),
      );
    }
  };

  return (
    <EditorShell
      eyebrow={perfume ? `Perfume #${perfume.id}` : 'Catalogue'}
      title={perfume ? `Edit ${perfume.name}` : 'New perfume'}
      description={
        perfume?.archivedAt
          ? 'This perfume is archived: it is not in the shop until it is restored.'
          : perfume
            ? 'Changes reach the shop as soon as they are saved.'
            : 'It appears in the shop as soon as it is saved.'
      }
      formLabel={perfume ? `Edit ${perfume.name}` : 'New perfume'}
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void handleSubmit(onSubmit)(e))}
      onCancel={onClose}
      submitting={isSubmitting}
      submitLabel={perfume ? 'Save changes' : 'Add perfume'}
      formError={formError}
      blocker={blocker}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
        <TextAreaField label="Description" rows={4} className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
        <TextField
          label="Notes"
          autoComplete="off"
          className="sm:col-span-2"
          hint="Top, heart and base notes, separated by commas (Bergamot, Rose, Musk)."
          error={errors.notes?.message}
          {...register('notes')}
        />
        <SelectField label="Gender" error={errors.gender?.message} {...register('gender')}>
          {genders.map((g) => (
            <option key={g} value={g}>
              {genderLabels[g]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Scent family" error={errors.family?.message} {...register('family')}>
          {perfumeFamilies.map((f) => (
            <option key={f} value={f}>
              {familyLabels[f]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`Price (${currency})`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.price?.message}
          {...register('price', { setValueAs: priceFromInput })}
        />
        <TextField
          label="Stock"
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          hint="Bottles on hand. Leave empty when the stock is not tracked."
          error={errors.stock?.message}
          {...register('stock', { setValueAs: stockFromInput })}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">Marks</legend>
        <CheckboxField label="New" hint="Shown as NEW on its card and among the featured perfumes." {...register('isNew')} />
        <CheckboxField label="Bestseller" hint="Shown as BESTSELLER and among the featured perfumes." {...register('isBestseller')} />
      </fieldset>
      <Controller
        control={control}
        name="imageSrc"
        render={({ field }) => (
          <ImageField
            ref={field.ref}
            label="Image"
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
