import type { UseFormReturn } from 'react-hook-form';
import type { Buyer } from '@/domain/checkout/schemas';
import { EmailField, TextField } from '@/client/components/ui/text-field';

type BuyerForm = UseFormReturn<Buyer, unknown, Buyer>;

/**
 * Your Details, for a cart of gift cards only (issue #43): the buyer's name and e-mail, for the
 * invoice and the confirmation. No address, country or carrier's phone: nothing travels.
 */
export function BuyerFields({ form, disabled }: { form: BuyerForm; disabled: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5">
      <TextField
        label="Full name"
        autoComplete="name"
        disabled={disabled}
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <EmailField label="Email" disabled={disabled} error={errors.email?.message} {...register('email')} />
    </div>
  );
}
