import { useImperativeHandle, useState, type ChangeEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { confirmSimulatedCard, setupSimulatedCard } from '@/domain/api/payments';
import { cardSchema, type CardInput } from '@/domain/payments/schemas';
import { TextField } from '@/client/components/ui/text-field';
import { call } from '@/client/lib/api';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';
import type { CardResult, PaymentHandle } from './payment-handle';
import { PaymentLoading } from './payment-loading';
import { useI18n } from '@/client/lib/i18n';

const FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;

/**
 * The simulated provider's card form (docs/decisions: Payments): number, expiry and CVC, checked with the
 * shared card schema, confirmed by our own server. Its values survive while a new payment
 * intent loads (react-hook-form keeps unmounted fields).
 */
interface SimulatedCardFieldsProps {
  handleRef: RefObject<PaymentHandle | null>;
  disabled: boolean;
  /** False until the payment intent has arrived: the spinner shows instead of the fields. */
  ready: boolean;
  /**
   * The card is kept for later charges, nothing charged now (a refill's card change): `confirm` completes the
   * provider's setup whose secret it is given, instead of paying an intent.
   */
  setup?: boolean;
}

export function SimulatedCardFields({ handleRef, disabled, ready, setup = false }: SimulatedCardFieldsProps) {
  const { t } = useI18n();
  // The provider's reason for refusing the card, shown at its number until the card is changed.
  const [declined, setDeclined] = useState<string | undefined>();
  const {
    register,
    trigger,
    setFocus,
    getValues,
    getFieldState,
    formState: { errors },
  } = useForm<CardInput>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    mode: 'onTouched',
  });

  useImperativeHandle(
    handleRef,
    (): PaymentHandle => ({
      async validate(focus) {
        const ok = await trigger();
        if (!ok && focus) {
          const first = FIELDS.find((f) => getFieldState(f).invalid);
          if (first) setFocus(first);
        }
        return ok;
      },
      async confirm(clientSecret): Promise<CardResult> {
        const card = getValues();
        const body = { clientSecret, cardNumber: card.cardNumber, expiry: card.expiry, cvc: card.cvc };
        const answer = await call(setup ? setupSimulatedCard : confirmSimulatedCard, { body });
        return { status: answer.status, error: answer.error?.message };
      },
      declined(reason) {
        setDeclined(reason);
        // After the render that enables the fields again.
        setTimeout(() => setFocus('cardNumber'), 0);
      },
    }),
    [trigger, setFocus, getValues, getFieldState, setup],
  );

  /** A card field bound to the form (its error, disabled while paying) that re-formats the typed value in place, then lets react-hook-form read it. */
  const formatted = (name: (typeof FIELDS)[number], format: (v: string) => string) => {
    const field = register(name);
    return {
      disabled,
      error: errors[name]?.message,
      ...field,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = format(e.target.value);
        if (declined) setDeclined(undefined);
        return field.onChange(e);
      },
    };
  };

  // Shown once a payment intent has come, the fields stay while another is asked for (the total changed: another
  // country's shipping, a quantity), so what the shopper typed is still there.
  const [shown, setShown] = useState(ready);
  if (ready && !shown) setShown(true);
  if (!shown) return <PaymentLoading />;

  return (
    <div className="grid gap-5">
      <TextField
        label={t('Card number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        inputClassName="lining-nums tabular-nums tracking-wider"
        {...formatted('cardNumber', formatCardNumber)}
        error={errors.cardNumber?.message ?? declined}
      />
      <div className="grid grid-cols-2 gap-5">
        <TextField
          label={t('Expiry (MM/YY)')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          inputClassName="lining-nums tabular-nums"
          {...formatted('expiry', formatExpiry)}
        />
        <TextField
          label={t('CVC')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          inputClassName="lining-nums tabular-nums"
          {...formatted('cvc', formatCvc)}
        />
      </div>
      <p className="flex items-start gap-2.5 border border-dashed border-accent-soft/70 bg-muted/50 px-4 py-3 text-xs leading-relaxed text-ink-soft">
        <FlaskConical aria-hidden="true" strokeWidth={1.5} className="mt-px size-4 shrink-0 text-accent" />
        <span>{t('Test mode: use 4242 4242 4242 4242 with any future date and any CVC.')}</span>
      </p>
    </div>
  );
}
