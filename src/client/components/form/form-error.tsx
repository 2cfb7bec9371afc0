import { ErrorNote } from '@/client/components/ui/error-note';
import { errorMessage } from '@/client/lib/api';

type FormErrorProps = { className?: string } & (
  | {
      /** What failed: said in the server's words (`errorMessage`), else `fallback`. */
      error: unknown;
      fallback: string;
    }
  | {
      /** The words already chosen (a refusal placed on the form's fields says "please correct…"). */
      message: string | null | undefined;
    }
);

/**
 * A form's or a dialog's one error slot: read out at once (`role="alert"`), in the danger colour;
 * nothing while there is no error.
 */
export function FormError(props: FormErrorProps) {
  const words = 'message' in props ? props.message : props.error ? errorMessage(props.error, props.fallback) : null;
  if (!words) return null;
  return <ErrorNote className={props.className}>{words}</ErrorNote>;
}
