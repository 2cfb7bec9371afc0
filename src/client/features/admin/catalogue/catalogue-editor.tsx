import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { toast } from '@/client/lib/toast';
import { capitalise } from '../shared/admin-format';
import { DetailSheet } from '../shared/detail-sheet';
import { EditorShell } from '../shared/editor-shell';
import { useFormSubmit } from '@/client/components/form/use-form-submit';
import { SheetStatus } from '../shared/sheet-status';
import { useUnsavedChanges } from '../shared/use-unsaved-changes';
import type { SheetParam } from '../shared/use-sheet-param';
import { editorSubject } from './catalogue-format';
import type { CatalogueFormFields, CatalogueItem, CatalogueKind } from './catalogue-kind';
import { ImageField } from './image-field';

interface EditorProps<TItem extends CatalogueItem, TForm extends CatalogueFormFields, TValues, TUpdate> {
  kind: CatalogueKind<TItem, TForm, TValues, TUpdate>;
}

/** The kind's editor in its side sheet, open on `?perfume=new` or `?perfume={id}` (the kind's noun). */
export function CatalogueEditorSheet<TItem extends CatalogueItem, TForm extends CatalogueFormFields, TValues, TUpdate>({
  kind,
  sheet,
}: EditorProps<TItem, TForm, TValues, TUpdate> & { sheet: SheetParam }) {
  return (
    <DetailSheet subject={editorSubject(sheet.value)} onClose={sheet.close} closeLabel={`Close the ${kind.noun} form`}>
      {(subject) => <CatalogueEditor kind={kind} subject={subject} onClose={sheet.close} />}
    </DetailSheet>
  );
}

function CatalogueEditor<TItem extends CatalogueItem, TForm extends CatalogueFormFields, TValues, TUpdate>({
  kind,
  subject,
  onClose,
}: EditorProps<TItem, TForm, TValues, TUpdate> & { subject: 'new' | number; onClose: () => void }) {
  const list = kind.resource.useList();
  if (subject === 'new') return <CatalogueForm kind={kind} onClose={onClose} />;
  const item = list.data?.find((i) => i.id === subject);
  if (!item) {
    const missing = list.isSuccess ? `There is no ${kind.noun} with this number in the catalogue.` : undefined;
    return (
      <SheetStatus
        title={`${capitalise(kind.noun)} #${subject}`}
        what={kind.noun}
        query={list}
        missing={missing}
        rowClassName="h-14 w-full"
      />
    );
  }
  return <CatalogueForm key={item.id} kind={kind} item={item} onClose={onClose} />;
}

function CatalogueForm<TItem extends CatalogueItem, TForm extends CatalogueFormFields, TValues, TUpdate>({
  kind,
  item,
  onClose,
}: EditorProps<TItem, TForm, TValues, TUpdate> & { item?: TItem; onClose: () => void }) {
  const { noun, Fields } = kind;
  const Noun = capitalise(noun);
  const save = kind.resource.useSave();
  const [saved] = useState(() => kind.formValues(item));
  const form = useForm<TForm, unknown, TValues>({ resolver: kind.resolver, defaultValues: saved });
  const {
    control,
    reset,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = form;
  const { blocker, release } = useUnsavedChanges(isDirty);
  // The name and the image every kind has (CatalogueFormFields): react-hook-form cannot resolve a path of a
  // generic form, so the two are named for it here.
  const nameField = 'name' as Path<TForm>;
  const imageField = 'imageSrc' as Path<TForm>;
  const imageError = (errors as FieldErrors<CatalogueFormFields>).imageSrc?.message;
  const name: string = useWatch({ control, name: nameField });

  const { onSubmit, formError } = useFormSubmit(
    form,
    async (values) => {
      const result = await save.mutateAsync(
        item
          ? {
              id: item.id,
              input: kind.updateInput(values, item, (field) =>
                Boolean((dirtyFields as Record<string, unknown>)[field]),
              ),
            }
          : { id: null, input: values },
      );
      release();
      reset(kind.formValues(result));
      toast({
        variant: 'success',
        title: item ? `${Noun} saved` : `${Noun} added`,
        description: result.archivedAt
          ? `${result.name} is saved (archived, not in ${kind.place}).`
          : kind.savedOnSale(result.name),
      });
      onClose();
    },
    { fields: kind.fields, fallback: `The ${noun} could not be saved. Please try again.` },
  );

  return (
    <EditorShell
      eyebrow={item ? `${Noun} #${item.id}` : 'Catalogue'}
      title={item ? `Edit ${item.name}` : `New ${noun}`}
      description={kind.describe(item)}
      formLabel={item ? `Edit ${item.name}` : `New ${noun}`}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitting={isSubmitting}
      submitLabel={item ? 'Save changes' : `Add ${noun}`}
      formError={formError}
      blocker={blocker}
    >
      <Fields form={form} />
      <Controller
        control={control}
        name={imageField}
        render={({ field }) => (
          <ImageField
            ref={field.ref}
            label="Image"
            shape={kind.imageShape}
            value={field.value}
            saved={item?.imageSrc ?? ''}
            onChange={field.onChange}
            error={imageError}
            subject={name}
          />
        )}
      />
    </EditorShell>
  );
}
