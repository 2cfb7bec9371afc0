import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { toast } from '@/client/lib/toast';
import { useI18n } from '@/client/lib/i18n';
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
  const { t } = useI18n();
  return (
    <DetailSheet subject={editorSubject(sheet.value)} onClose={sheet.close} closeLabel={t(kind.words.close)}>
      {(subject) => <CatalogueEditor kind={kind} subject={subject} onClose={sheet.close} />}
    </DetailSheet>
  );
}

function CatalogueEditor<TItem extends CatalogueItem, TForm extends CatalogueFormFields, TValues, TUpdate>({
  kind,
  subject,
  onClose,
}: EditorProps<TItem, TForm, TValues, TUpdate> & { subject: 'new' | number; onClose: () => void }) {
  const { t } = useI18n();
  const list = kind.resource.useList();
  if (subject === 'new') return <CatalogueForm kind={kind} onClose={onClose} />;
  const item = list.data?.find((i) => i.id === subject);
  if (!item) {
    const missing = list.isSuccess ? t(kind.words.notFound) : undefined;
    return (
      <SheetStatus
        title={t(kind.words.numbered, { id: subject })}
        what={t(kind.words.single)}
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
  const { words, Fields } = kind;
  const { t } = useI18n();
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
        title: t(item ? words.saved : words.added),
        description: t(result.archivedAt ? words.savedArchived : words.savedOnSale, { name: result.name }),
      });
      onClose();
    },
    { fields: kind.fields, fallback: t(words.saveFailed) },
  );
  const title = item ? t('Edit {name}', { name: item.name }) : t(words.create);

  return (
    <EditorShell
      eyebrow={item ? t(words.numbered, { id: item.id }) : t('Catalogue')}
      title={title}
      description={t(kind.describe(item))}
      formLabel={title}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitting={isSubmitting}
      submitLabel={item ? t('Save changes') : t(words.add)}
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
            label={t('Image')}
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
