import { useRef } from 'react';
import { RotateCcw } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';

interface StartOverProps {
  /** What is cleared, in the question, in the page's language: `t('your answers')`, `t('your design')`. */
  what: string;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
}

/**
 * "Start over" for the builders, asked once more before anything is cleared. After a yes the builder
 * shows its first step and moves focus to its heading, so the dialog does not hand focus back to
 * this button, which is gone by then.
 */
export function StartOver({ what, onConfirm, disabled, className }: StartOverProps) {
  const { t } = useI18n();
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled} className={className}>
          <RotateCcw aria-hidden="true" className="size-3.5" />
          {t('Start over')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t('Start over?')}
        description={t('This clears {what} and takes you back to the first step.', { what })}
        onCloseAutoFocus={(event) => {
          if (confirmed.current) event.preventDefault();
          confirmed.current = false;
        }}
      >
        <AlertDialogFooter>
          <AlertDialogCancel>{t('Keep going')}</AlertDialogCancel>
          <AlertDialogAction
            danger
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            {t('Start over')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
