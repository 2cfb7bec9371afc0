import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { atelierSettingsFormSchema } from '@/domain/atelier/schemas';
import { MAX_MACERATION_DAYS, MAX_MADE_TO_ORDER_DAYS } from '@/domain/atelier/work-orders';
import { msg } from '@/domain/i18n/translator';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';
import { toast } from '@/client/lib/toast';
import { useSavedForm } from '@/client/components/form/use-saved-form';
import { PendingButton } from '@/client/components/form/pending-button';
import { useAtelierSettings, useSaveAtelierSettings } from './api';
import { NumberField } from '@/client/components/form/text-field';

type DaysForm = z.input<typeof atelierSettingsFormSchema>;
type DaysValues = z.output<typeof atelierSettingsFormSchema>;
const FIELDS = ['madeToOrderDays', 'macerationDays'] as const;

/**
 * The atelier's settings, in a row above its work orders: how many days a made-to-order perfume takes
 * to ship, as the builders and the order page say it, and how many it rests before it may be bottled.
 */
export function MadeToOrderSettings() {
  const { t } = useI18n();
  const headingId = useId();
  const info = useAtelierSettings();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 grid gap-4 border border-line bg-surface px-5 py-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-8"
    >
      <div className="min-w-0">
        <h3 id={headingId} className="font-serif text-xl leading-snug">
          {t('Made to order')}
        </h3>
        <p className="mt-1 max-w-xl text-sm text-ink-soft">
          {info.data
            ? t(
                'How long a custom perfume (bespoke or lifestyle) takes to ship, as the builders and the order page say it: “{line}”.',
                { line: t('Made to order: ships in about {days} days', { days: info.data.madeToOrderDays }) },
              )
            : t(
                'How long a custom perfume (bespoke or lifestyle) takes to ship, as the builders and the order page say it.',
              )}{' '}
          {t('A perfume rests (macerates) for its days before it may be bottled.')}
        </p>
      </div>
      {info.isPending ? (
        <div role="status" className="flex items-end gap-3">
          <span className="sr-only">{t('Loading the made-to-order days')}</span>
          <Skeleton className="h-16 w-32" />
          <Skeleton className="h-10 w-20" />
        </div>
      ) : info.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('The made-to-order days could not be loaded.')}{' '}
          <Button variant="link" size="inline" onClick={() => void info.refetch()}>
            {t('Try again')}
          </Button>
        </p>
      ) : (
        <DaysForm
          key={`${info.data.madeToOrderDays}-${info.data.macerationDays}`}
          days={info.data.madeToOrderDays}
          rest={info.data.macerationDays}
        />
      )}
    </section>
  );
}

function DaysForm({ days, rest }: { days: number; rest: number }) {
  const { t } = useI18n();
  const save = useSaveAtelierSettings();
  const { form, onSubmit, formError } = useSavedForm({
    resolver: zodResolver(atelierSettingsFormSchema),
    saved: { madeToOrderDays: days, macerationDays: rest },
    save: (values: DaysValues) => save.mutateAsync(values),
    savedValues: (saved) => ({ madeToOrderDays: saved.madeToOrderDays, macerationDays: saved.macerationDays }),
    done: (saved) =>
      toast({
        variant: 'success',
        title: t('Made-to-order days saved'),
        description: t('{line}. A perfume rests {rest} days before bottling.', {
          line: t('Made to order: ships in about {days} days', { days: saved.madeToOrderDays }),
          rest: saved.macerationDays,
        }),
      }),
    refusal: { fields: FIELDS, fallback: msg('The made-to-order days could not be saved. Please try again.') },
  });
  const {
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const what = <span className="sr-only"> {t('the made-to-order days and the rest')}</span>;

  return (
    <form noValidate aria-label={t('Made-to-order days')} onSubmit={onSubmit} className="grid gap-2">
      {/* The button sits beside the inputs (under the labels: 1.53 rem), whatever the hint or error under them; under them on a phone. */}
      <div className="grid grid-cols-[8.5rem_8.5rem] items-start gap-x-3 gap-y-3 sm:grid-cols-[8.5rem_8.5rem_max-content]">
        <NumberField
          form={form}
          name="madeToOrderDays"
          label={t('Days to ship')}
          min={1}
          max={MAX_MADE_TO_ORDER_DAYS}
          step={1}
          hint={t('{min} to {max}', { min: 1, max: MAX_MADE_TO_ORDER_DAYS })}
        />
        <NumberField
          form={form}
          name="macerationDays"
          label={t('Days of rest')}
          min={0}
          max={MAX_MACERATION_DAYS}
          step={1}
          hint={t('{min} to {max}, before bottling', { min: 0, max: MAX_MACERATION_DAYS })}
        />
        <PendingButton
          type="submit"
          variant={isDirty ? 'primary' : 'outline'}
          size="sm"
          aria-disabled={isSubmitting || undefined}
          className="col-span-2 h-11 justify-self-start sm:col-span-1 sm:mt-[1.53125rem]"
          pending={isSubmitting}
          pendingLabel={
            <>
              {t('Saving…')}
              {what}
            </>
          }
        >
          {t('Save')}
          {what}
        </PendingButton>
      </div>
      {formError && !errors.madeToOrderDays && !errors.macerationDays ? (
        <p role="alert" className="max-w-xs text-sm text-danger">
          {shownText(formError, t)}
        </p>
      ) : null}
    </form>
  );
}
