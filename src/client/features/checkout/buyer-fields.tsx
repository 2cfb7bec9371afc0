import type { UseFormReturn } from 'react-hook-form';
import type { Buyer } from '@/domain/checkout/schemas';
import { formField } from '@/client/components/form/form-field';
import { EmailField, TextField } from '@/client/components/ui/text-field';
import { useI18n } from '@/client/lib/i18n';

type BuyerForm = UseFormReturn<Buyer, unknown, Buyer>;

/**
 * Your Details, for a cart of gift cards only (issue #43): the buyer's name and e-mail, for the
 * invoice and the confirmation. No address, country or carrier's phone: nothing travels.
 */
export function BuyerFields({ form, disabled }: { form: BuyerForm; disabled: boolean }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-5">
      <TextField label={t('Full name')} autoComplete="name" disabled={disabled} {...formField(form, 'fullName')} />
      <EmailField label={t('Email')} disabled={disabled} {...formField(form, 'email')} />
    </div>
  );
}
