import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { notifyWhenBack } from '@/domain/api/catalogue';
import { sizedName } from '@/domain/catalogue/sizes';
import { stockNotifyRequestSchema } from '@/domain/catalogue/schemas';
import { call, errorMessage, isApiError } from '@/client/lib/api';
import { perfumeQuery, perfumesQuery, perfumeStockQuery } from '@/client/lib/catalogue-queries';
import { toast } from '@/client/lib/toast';
import { useCurrentUser } from '@/client/lib/use-auth';
import { setServerErrors } from '@/client/components/form/server-errors';
import { FormError } from '@/client/components/form/form-error';
import { PendingButton } from '@/client/components/form/pending-button';
import { formField } from '@/client/components/form/form-field';
import { EmailField } from '@/client/components/ui/text-field';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

type Fields = z.input<typeof stockNotifyRequestSchema>;
type Values = z.output<typeof stockNotifyRequestSchema>;

const TRY_AGAIN = msg('We could not take your request just now. Please try again in a moment.');

/**
 * "Notify me when it is back" under a sold-out size's Add to Cart (decision 060): an e-mail address
 * (the signed-in shopper's, to start with) waits for this size, and is mailed once when it is back.
 * Loaded only when a sold-out size is chosen, so the product page's first render carries no zod.
 */
export default function NotifyForm({ perfumeId, name, volume }: { perfumeId: number; name: string; volume: number }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const signedInEmail = useCurrentUser().data?.email ?? '';
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(stockNotifyRequestSchema),
    // The signed-in shopper's address once it is known, unless another one was typed meanwhile.
    values: { email: signedInEmail, volume },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const bottle = sizedName(name, volume);

  const onSubmit = async (values: Values) => {
    setFailure(null);
    setWaiting(false);
    try {
      await call(notifyWhenBack, { params: { id: perfumeId }, body: values });
      setWaiting(true);
    } catch (error) {
      if (setServerErrors(setError, error, ['email']) > 0) {
        // Said under the address.
      } else if (isApiError(error, 409) && error.code === 'IN_STOCK') {
        // Back since the page was read: the page shows it on sale again, and this form goes.
        toast({
          variant: 'success',
          title: t('Back in stock'),
          description: errorMessage(error, t('{bottle} is in stock.', { bottle })),
        });
        void queryClient.invalidateQueries({ queryKey: perfumeQuery(perfumeId).queryKey });
        void queryClient.invalidateQueries({ queryKey: perfumesQuery().queryKey });
        void queryClient.invalidateQueries({ queryKey: perfumeStockQuery(perfumeId).queryKey });
      } else {
        setFailure(isApiError(error) && error.status < 500 ? errorMessage(error, t(TRY_AGAIN)) : t(TRY_AGAIN));
      }
    }
  };

  return (
    <section aria-labelledby="notify-heading" className="mt-6 border border-line bg-surface p-5">
      <h2 id="notify-heading" className="font-serif text-lg leading-tight">
        {t('Notify me when it is back')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t('Leave your e-mail address: we will write once, the day this size is back.')}
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 grid gap-3">
        <EmailField label={t('E-mail')} {...formField(form, 'email')} />
        <PendingButton
          type="submit"
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-start"
          pending={isSubmitting}
          pendingLabel={t('Sending…')}
          disableWhilePending
          spinner
        >
          {t('Notify me')}
        </PendingButton>
      </form>
      {/* Always there, so what appears in it is read out. */}
      <p role="status" aria-live="polite" className="text-sm empty:hidden">
        {waiting ? (
          <span className="mt-3 block">{t('We will write to you once when {bottle} is back.', { bottle })}</span>
        ) : null}
      </p>
      <FormError message={failure} className="mt-3" />
    </section>
  );
}
