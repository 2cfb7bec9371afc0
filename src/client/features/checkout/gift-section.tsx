import { useId } from 'react';
import { Gift as GiftIcon } from 'lucide-react';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_MAX_LINES, messageLineCount, printedMessage } from '@/domain/gifts/gifts';
import type { Cents } from '@/domain/shared/money';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';

/** What the shopper chose for a gift. */
export interface GiftChoice {
  isGift: boolean;
  wrap: boolean;
  message: string;
}

export const NO_GIFT: GiftChoice = { isGift: false, wrap: false, message: '' };

/** Why the message cannot be printed as it is, if it cannot (the server's rule, said before it is asked). */
export function giftMessageError(message: string, t: Translator['t']): string | undefined {
  const printed = printedMessage(message);
  if (printed.length > GIFT_MESSAGE_MAX)
    return t('The gift message holds at most {max} characters.', { max: GIFT_MESSAGE_MAX });
  if (printed && messageLineCount(printed) > GIFT_MESSAGE_MAX_LINES)
    return t('The gift message holds at most {max} lines.', { max: GIFT_MESSAGE_MAX_LINES });
  return undefined;
}

/**
 * "This is a gift" (decision 063): a wrap at the admin's price, a message shown on a card as it
 * will be printed (and on the packing slip, never on the invoice). Its counter is read out politely.
 */
export function GiftSection({
  value,
  onChange,
  wrapPrice,
  disabled,
  error,
  messageRef,
  currency,
}: {
  /** The currency of `wrapPrice`: the cart's for the chosen country. */
  currency?: string | undefined;
  value: GiftChoice;
  onChange: (next: GiftChoice) => void;
  /** The wrap's price, once the server has said it. */
  wrapPrice: Cents | undefined;
  disabled: boolean;
  error: string | undefined;
  messageRef?: React.Ref<HTMLTextAreaElement>;
}) {
  const { t } = useI18n();
  const money = useMoney(currency);
  const counterId = useId();
  const printed = printedMessage(value.message);
  return (
    <fieldset className="grid gap-5" disabled={disabled}>
      <legend className="sr-only">{t('Gift')}</legend>
      <CheckboxField
        label={
          <span className="inline-flex items-center gap-2">
            <GiftIcon aria-hidden="true" strokeWidth={1.5} className="size-4 text-accent" />
            {t('This is a gift')}
          </span>
        }
        hint={t('The parcel carries no prices; you receive the invoice.')}
        checked={value.isGift}
        onChange={(e) => onChange(e.target.checked ? { ...value, isGift: true } : NO_GIFT)}
      />
      {value.isGift ? (
        <div className="grid gap-5 border-l border-accent-soft/70 pl-4 sm:pl-6">
          <CheckboxField
            label={wrapPrice === undefined ? t('Gift wrap') : t('Gift wrap ({price})', { price: money(wrapPrice) })}
            hint={t('Wrapped by hand in our paper, with a ribbon.')}
            checked={value.wrap}
            onChange={(e) => onChange({ ...value, wrap: e.target.checked })}
          />
          <div className="grid gap-2">
            <TextAreaField
              ref={messageRef}
              label={t('Gift message (optional)')}
              rows={3}
              maxLength={GIFT_MESSAGE_MAX + 20}
              value={value.message}
              aria-describedby={counterId}
              error={error}
              hint={t('Printed on a card in the parcel and on the packing slip.')}
              onChange={(e) => onChange({ ...value, message: e.target.value })}
            />
            <p
              id={counterId}
              aria-live="polite"
              className={`text-right text-xs lining-nums tabular-nums ${printed.length > GIFT_MESSAGE_MAX ? 'text-danger' : 'text-ink-soft'}`}
            >
              {printed.length}/{GIFT_MESSAGE_MAX}
            </p>
          </div>
          <figure className="grid gap-2">
            <figcaption className="text-xs tracking-[0.14em] text-ink-soft uppercase">
              {t('As it will be printed')}
            </figcaption>
            <div
              data-testid="gift-card-preview"
              className="min-h-32 max-w-sm border border-line bg-[#fbf8f2] px-6 py-5 text-[#2b2520] shadow-sm"
            >
              <p
                className="text-xl leading-snug break-words whitespace-pre-line italic"
                style={{ fontFamily: '"Snell Roundhand", "Segoe Script", "Bradley Hand", var(--font-serif)' }}
              >
                {printed || <span className="text-ink-soft/70">{t('Your message appears here.')}</span>}
              </p>
            </div>
          </figure>
        </div>
      ) : null}
    </fieldset>
  );
}
