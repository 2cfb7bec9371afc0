import type { FormEvent, ReactNode } from 'react';
import { type Control, type DefaultValues, type FieldValues, type Resolver, useFormState } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { cn } from '@/client/lib/utils';
import { FormError } from './form-error';
import { PendingButton } from './pending-button';
import type { Refusal } from './use-form-submit';
import { useSavedForm } from './use-saved-form';

/**
 * A setting's form (the house's details, its contact details, a page's words): `useSavedForm`, whose
 * save says so in a toast (`savedToast`), and `undo`, back to what is saved.
 */
export function useSavedSettings<TIn extends FieldValues, TOut, TResult>({
  savedToast,
  ...options
}: {
  resolver: Resolver<TIn, unknown, TOut>;
  saved: DefaultValues<TIn>;
  save: (values: TOut) => Promise<TResult>;
  savedValues: (result: TResult) => TIn;
  /** The toast once saved. */
  savedToast: { title: string; description: string };
  refusal: Refusal<TIn>;
}) {
  const saving = useSavedForm({ ...options, done: () => toast({ variant: 'success', ...savedToast }) });
  return { ...saving, undo: () => saving.form.reset(options.saved) };
}

/** What `useSavedSettings` answers, as its form's layout reads it. */
interface SavedSettings<T extends FieldValues, TOut> {
  form: { control: Control<T, unknown, TOut> };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  undo: () => void;
}

/**
 * A setting's form as the Settings tab lays it out: its fields, its one error slot, then Save (its
 * pending words "Saving…") and, once something changed, "Undo changes"; `actions` after them.
 * `footClassName` places the error and the buttons in the form's grid.
 */
export function SavedSettingsForm<T extends FieldValues, TOut>({
  settings,
  label,
  saveLabel,
  className,
  footClassName,
  actions,
  children,
}: {
  /** What `useSavedSettings` answered. */
  settings: SavedSettings<T, TOut>;
  /** The form's accessible name. */
  label: string;
  saveLabel: string;
  className?: string;
  footClassName?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { form, onSubmit, formError, undo } = settings;
  const { isSubmitting, isDirty } = useFormState({ control: form.control });
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit} className={className}>
      {children}
      <FormError message={formError} className={footClassName} />
      <div className={cn('flex flex-wrap items-center gap-3', footClassName)}>
        <PendingButton type="submit" pending={isSubmitting} pendingLabel={t('Saving…')}>
          {saveLabel}
        </PendingButton>
        {isDirty ? (
          <Button type="button" variant="ghost" onClick={undo} disabled={isSubmitting}>
            {t('Undo changes')}
          </Button>
        ) : null}
        {actions}
      </div>
    </form>
  );
}
