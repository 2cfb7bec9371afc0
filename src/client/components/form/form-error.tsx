import { ErrorNote } from '@/client/components/ui/error-note';
import { errorMessage } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';

type FormErrorProps = { className?: string } & (
  | {
      /** What failed: said in the server's words (`errorMessage`), else `fallback` (a catalogue message, through `t`). */
      error: unknown;
      fallback: string;
    }
  | {
      /**
       * The words already chosen (a refusal placed on the form's fields says "please correct…"): a catalogue
       * message is shown through `t`; the server's words, already in the page's language, are their own.
       */
      message: string | null | undefined;
    }
);

/**
 * A form's or a dialog's one error slot: read out at once (`role="alert"`), in the danger colour;
 * nothing while there is no error.
 */
export function FormError(props: FormErrorProps) {
  const { t } = useI18n();
  const words =
    'message' in props
      ? props.message && shownText(props.message, t)
      : props.error
        ? errorMessage(props.error, shownText(props.fallback, t))
        : null;
  if (!words) return null;
  return <ErrorNote className={props.className}>{words}</ErrorNote>;
}
