import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NOTE_MAX } from '@/domain/customers/care';
import { type Note, type NoteBody, noteBodySchema } from '@/domain/customers/schemas';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';
import { msg } from '@/domain/i18n/translator';
import { toast } from '@/client/lib/toast';
import { PendingButton } from '@/client/components/form/pending-button';
import { useFormSubmit } from '@/client/components/form/use-form-submit';
import { formField } from '@/client/components/form/form-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';

const FIELDS = ['body'] as const;

interface InternalNotesProps {
  /** What the notes are about, in words ("order #42", "Ada Lovelace"). */
  about: string;
  /** The notes, newest first; undefined while they load. */
  notes: readonly Note[] | undefined;
  /** The notes could not be read: the list says so (the form still works). */
  failed?: boolean;
  onRetry?: () => void;
  /** Writes a note (the caller's mutation refreshes the list). */
  add: (body: string) => Promise<Note>;
}

/**
 * The house's internal notes on an order or a customer: newest first, with who wrote each and when,
 * and a form to add one. Never shown to the customer.
 */
export function InternalNotes({ about, notes, failed, onRetry, add }: InternalNotesProps) {
  const headingId = useId();
  const { t, dateTime } = useI18n();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h3 id={headingId} className="font-serif text-xl leading-tight">
          {t('Internal notes')}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{t('For the house only: the customer never sees them.')}</p>
      </div>
      <NoteForm about={about} add={add} />
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('The notes could not be loaded.')}{' '}
          {onRetry ? (
            <Button variant="link" size="inline" onClick={onRetry}>
              {t('Try again')}
            </Button>
          ) : null}
        </p>
      ) : notes === undefined ? (
        <p role="status" className="text-sm text-ink-soft">
          {t('Loading the notes…')}
        </p>
      ) : notes.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('No notes yet.')}</p>
      ) : (
        <ol aria-label={t('Notes about {about}, newest first', { about })} className="grid gap-4">
          {notes.map((note) => (
            <li key={note.id} className="grid gap-1 border-l border-line pl-4 text-sm">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-soft">
                <span className="font-medium text-ink">{note.author ?? t('A former member of staff')}</span>
                <time dateTime={note.createdAt}>{dateTime(note.createdAt)}</time>
              </p>
              <p className="break-words whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NoteForm({ about, add }: Pick<InternalNotesProps, 'about' | 'add'>) {
  const { t, number } = useI18n();
  const form = useForm<NoteBody>({ resolver: zodResolver(noteBodySchema), defaultValues: { body: '' } });
  const {
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, formError } = useFormSubmit(
    form,
    async (values) => {
      await add(values.body);
      reset({ body: '' });
      toast({ variant: 'success', title: t('Note added'), description: t('Saved on {about}.', { about }) });
    },
    { fields: FIELDS, fallback: msg('The note could not be saved. Please try again.') },
  );

  return (
    <form noValidate aria-label={t('Add a note about {about}', { about })} onSubmit={onSubmit} className="grid gap-2">
      <TextAreaField
        label={t('New note')}
        rows={3}
        maxLength={NOTE_MAX}
        hint={t('Plain text, at most {max} characters', { max: number(NOTE_MAX) })}
        {...formField(form, 'body')}
      />
      {formError && !errors.body ? (
        <p role="alert" className="text-sm text-danger">
          {shownText(formError, t)}
        </p>
      ) : null}
      <div>
        <PendingButton
          type="submit"
          size="sm"
          variant="outline"
          aria-disabled={isSubmitting || undefined}
          pending={isSubmitting}
          pendingLabel={t('Adding…')}
        >
          {t('Add note')}
        </PendingButton>
      </div>
    </form>
  );
}
