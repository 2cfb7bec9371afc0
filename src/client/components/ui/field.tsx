import { useId, type ReactNode } from 'react';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';
import { cn } from '@/client/lib/utils';
import { Label } from './label';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  /**
   * The validation message shown under the field; marks the control invalid. A schema's or a check's message is a
   * catalogue message (`msg('…')`), shown through `t`; the server's words are already in the page's language.
   */
  error?: string;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** Classes for the field's frame (grid placement, spans); the control has its own. */
  className?: string;
}

/** What a field gives its control: its id, whether it is invalid, and the texts that describe it. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps extends FieldProps {
  /** The control's id, when the caller names it; otherwise one is made. */
  id?: string;
  /** What the control is described by already (its own aria-describedby): named first. */
  describedBy?: string;
  /** The control, given its id and aria attributes. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A field's frame and wiring, for every labelled control (TextField, SelectField, TextAreaField,
 * PasswordField): the label above the control, the hint and the error underneath, both tied to the
 * control (aria-describedby: its own ids, then the hint's, then the error's), the error also with aria-invalid.
 */
export function Field({ id: idProp, label, hint, error, className, describedBy, children }: FieldFrameProps) {
  const { t } = useI18n();
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-[0.8125rem] text-danger">
          {shownText(error, t)}
        </p>
      ) : null}
    </div>
  );
}

/** A field component's props split in two: the frame's (label, hint, error, id, ...) and the control's own. */
export function fieldParts<P extends FieldProps & { id?: string; 'aria-describedby'?: string }>(props: P) {
  const { label, error, hint, className, id, 'aria-describedby': describedBy, ...control } = props;
  return [{ label, error, hint, className, id, describedBy }, control] as const;
}
