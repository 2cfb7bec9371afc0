import { useEffect, useId, useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { NumberField, TextField } from '@/client/components/form/text-field';
import { MAX_ALLERGENS, type IngredientForm, type IngredientValues } from './catalogue-format';

interface AllergenRowsProps {
  form: UseFormReturn<IngredientForm, unknown, IngredientValues>;
}

/** A message react-hook-form keeps for a list: on the list itself, or (a resolver's) on its `root`. */
type ListError = { message?: string; root?: { message?: string } } | undefined;

/**
 * An ingredient's labelled allergens: one row per allergen (its INCI name and its percent of the
 * material), added and removed one at a time. Each row is a named group, so a screen reader hears
 * which allergen a field belongs to; removing one hands the focus to the row that takes its place
 * (or to Add allergen when none is left).
 */
export function AllergenRows({ form }: AllergenRowsProps) {
  const {
    control,
    formState: { errors },
  } = form;
  const id = useId();
  const { t } = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'allergens' });
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // The row whose name takes the focus once a removal has rendered.
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const names = listRef.current?.querySelectorAll<HTMLInputElement>('input[data-allergen-name]') ?? [];
    (names[Math.min(index, names.length - 1)] ?? addRef.current)?.focus();
  }, [fields]);

  const rowErrors = errors.allergens;
  const listError = rowErrors as ListError;
  const listMessage = listError?.message ?? listError?.root?.message;
  const full = fields.length >= MAX_ALLERGENS;

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint${listMessage ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">
        {t('Allergens')}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-ink-soft">
        {t(
          'The labelled fragrance allergens this material holds, each with its percent of the material. Labels declare those above 0.001 % of the finished perfume.',
        )}
      </p>
      <div ref={listRef} className="grid gap-3 empty:hidden">
        {fields.map((field, i) => {
          return (
            <div
              key={field.id}
              role="group"
              aria-label={t('Allergen {number}', { number: i + 1 })}
              // One line from sm up; on a phone the name takes the width, its percent and Remove under it.
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-3 max-sm:border-b max-sm:border-line max-sm:pb-4 sm:grid-cols-[minmax(0,1fr)_8rem_auto]"
            >
              <TextField
                form={form}
                name={`allergens.${i}.inci`}
                label={t('Allergen {number} (INCI)', { number: i + 1 })}
                className="max-sm:col-span-2"
                autoComplete="off"
                spellCheck={false}
                data-allergen-name=""
              />
              <NumberField
                form={form}
                name={`allergens.${i}.percent`}
                label={t('% of material')}
                className="max-sm:max-w-40"
                step="0.001"
                min="0"
                max="100"
              />
              <Button
                variant="ghost"
                size="icon"
                className="mt-[1.53125rem] size-11 rounded-none"
                onClick={() => {
                  focusAfterRemove.current = i;
                  remove(i);
                }}
              >
                <X aria-hidden="true" strokeWidth={1.75} />
                <span className="sr-only">{t('Remove allergen {number}', { number: i + 1 })}</span>
              </Button>
            </div>
          );
        })}
      </div>
      {fields.length === 0 ? <p className="text-sm text-ink-soft">{t('None listed.')}</p> : null}
      {listMessage ? (
        <p id={`${id}-error`} className="text-[0.8125rem] text-danger">
          {listMessage}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => append({ inci: '', percent: undefined })}
        >
          <Plus aria-hidden="true" className="size-3.5" strokeWidth={2} />
          {t('Add allergen')}
        </Button>
        {full ? (
          <span className="text-xs text-ink-soft">{t('At most {max} allergens.', { max: MAX_ALLERGENS })}</span>
        ) : null}
      </div>
    </fieldset>
  );
}
