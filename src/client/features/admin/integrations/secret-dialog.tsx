import { useState } from 'react';
import { Copy } from 'lucide-react';
import type { RegisteredWebhook } from '@/domain/webhooks/schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogFooter,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { Rich, useI18n } from '@/client/lib/i18n';
import { fieldLabelClasses } from '../shared/styles';

const tags = {
  strong: (words: string) => <strong className="font-medium text-ink">{words}</strong>,
  code: (words: string) => <code className="font-mono text-[0.8125rem] text-ink">{words}</code>,
};

interface SecretDialogProps {
  /** The endpoint just added, with its secret; null once read. */
  webhook: RegisteredWebhook | null;
  onDone: () => void;
  /** Where the focus goes once the dialog is closed (the new endpoint's sheet). */
  focusAfter: () => HTMLElement | null;
}

/**
 * A new endpoint's secret, shown this once (the server keeps it, never shows it again): copied with a button, with
 * how the receiver checks a delivery with it (Standard Webhooks). It asks to be answered: a stray click outside
 * does not close it and lose the secret.
 */
export function SecretDialog({ webhook, onDone, focusAfter }: SecretDialogProps) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [shown, setShown] = useState(webhook);
  // The last secret stays while the dialog fades out.
  if (webhook !== null && webhook !== shown) {
    setShown(webhook);
    setCopied(null);
  }

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <AlertDialog open={webhook !== null} onOpenChange={(open) => (open ? undefined : onDone())}>
      {shown ? (
        <AlertDialogContent
          title={t('The endpoint’s secret')}
          description={
            <Rich
              message="<strong>Copy it now: it will not be shown again.</strong> Keep it in the tool at {url}, which checks with it that each delivery comes from the shop."
              values={{ url: shown.url }}
              tags={tags}
            />
          }
          className="w-[min(36rem,calc(100vw-2rem))]"
          onCloseAutoFocus={(event) => {
            const target = focusAfter();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="grid gap-3">
            <p className={fieldLabelClasses} id="webhook-secret-label">
              {t('Signing secret')}
            </p>
            <code
              aria-labelledby="webhook-secret-label"
              className="block bg-muted px-4 py-3 font-mono text-sm break-all select-all"
            >
              {shown.secret}
            </code>
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" size="sm" onClick={() => void copy(shown.secret)}>
                <Copy aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
                {t('Copy the secret')}
              </Button>
              <p role="status" className="text-sm text-ink-soft">
                {copied === 'yes'
                  ? t('Copied.')
                  : copied === 'no'
                    ? t('It could not be copied: select it and copy it by hand.')
                    : ''}
              </p>
            </div>
          </div>
          <div className="grid gap-2 border-t border-line pt-4 text-sm leading-relaxed text-ink-soft">
            <p className={fieldLabelClasses}>{t('How to check a delivery')}</p>
            <p>
              <Rich
                message="Each delivery is a POST signed per Standard Webhooks, with the headers <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code>."
                tags={tags}
              />
            </p>
            <p>
              <Rich
                message="The signature is <code>v1,</code> then the base64 HMAC-SHA256 of <code>id.timestamp.body</code>, keyed with the bytes of the secret after <code>whsec_</code> (base64). A Standard Webhooks library checks it in one call. A retry keeps its <code>webhook-id</code>, so a delivery seen before can be skipped."
                tags={tags}
              />
            </p>
          </div>
          <AlertDialogFooter>
            <AlertDialogAction>{t('I have saved it')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
