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

interface StartOverProps {
  /** What is cleared, in the question: "your answers", "your design". */
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
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled} className={className}>
          <RotateCcw aria-hidden="true" className="size-3.5" />
          Start over
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title="Start over?"
        description={`This clears ${what} and takes you back to the first step.`}
        onCloseAutoFocus={(event) => {
          if (confirmed.current) event.preventDefault();
          confirmed.current = false;
        }}
      >
        <AlertDialogFooter>
          <AlertDialogCancel>Keep going</AlertDialogCancel>
          <AlertDialogAction
            danger
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            Start over
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
