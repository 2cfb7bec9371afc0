import { Copy, Download } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { TwoFactorStep } from './two-factor-parts';
import { Rich, useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';

const DOWNLOAD_NAME = 'maison-lumiere-recovery-codes.txt';

/** The recovery codes as a text file: who they are for, how they work, one per line. */
function codesText(codes: readonly string[], email: string, t: Translator['t']): string {
  return [
    t('Maison Lumière: recovery codes for {email}', { email }),
    t('Each code signs you in once, in place of the code from your authenticator app.'),
    '',
    ...codes,
    '',
  ].join('\n');
}

export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ variant: 'success', title: t('Recovery codes copied') });
    } catch {
      toast({
        variant: 'destructive',
        title: t('Could not copy'),
        description: t('Select the codes and copy them, or download them.'),
      });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([codesText(codes, email, t)], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = DOWNLOAD_NAME;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <TwoFactorStep title={t('Your recovery codes')}>
      <p className="mt-3 border-l-2 border-accent pl-3 text-sm text-ink">
        <Rich
          message="<strong>They are shown only this once.</strong> Keep them somewhere safe: each signs you in once if your phone is not at hand."
          tags={{ strong: (words) => <strong className="font-medium">{words}</strong> }}
        />
      </p>
      <ol
        aria-label={t('Recovery codes')}
        className="mt-6 grid max-w-md grid-cols-2 gap-x-4 gap-y-2 bg-muted px-4 py-4 font-mono text-sm tracking-[0.04em] select-all sm:gap-x-6 sm:px-5 sm:text-[0.9375rem]"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => void copy()} className="w-full sm:w-auto">
          <Copy aria-hidden="true" className="size-4" />
          {t('Copy')}
        </Button>
        <Button variant="outline" onClick={download} className="w-full sm:w-auto">
          <Download aria-hidden="true" className="size-4" />
          {t('Download')}
        </Button>
        <Button onClick={onDone} className="w-full sm:w-auto">
          {t('I have saved them')}
        </Button>
      </div>
    </TwoFactorStep>
  );
}
