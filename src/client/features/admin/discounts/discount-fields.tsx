import type { Discount, DiscountInput } from '@/domain/promotions/schemas';
import { discountLineKinds, type DiscountLineKind } from '@/domain/promotions/discounts';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { SelectField } from '@/client/components/ui/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { serverFieldErrors } from '@/client/components/form/server-errors';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';
import { useOtherCurrencies } from './api';

/*
 * A discount code's fields, shared by the form that makes one and the sheet that edits one no order
 * has used yet: the same fields, the same body sent, the server's field errors under the same fields.
 */

export type DiscountKind = DiscountInput['kind'];

/** The kinds of line a code applies to, in the words of the form and of the list (catalogue messages, through `t`). */
export const LINE_KIND_LABELS: Readonly<Record<DiscountLineKind, string>> = {
  catalogue: msg('Catalogue perfumes'),
  custom: msg('Custom perfumes'),
  sample: msg('Samples'),
};

/** The code's period: when it starts and ends (local date and time). */
const PERIOD = [
  { label: msg('Starts'), name: 'startsAt' },
  { label: msg('Ends'), name: 'endsAt' },
] as const;

/** How often it may be used: in all, and by one customer. */
const USES = [
  { label: msg('Total uses'), name: 'maxUses', hint: undefined },
  { label: msg('Uses per customer'), name: 'maxUsesPerCustomer', hint: msg('By account, or by e-mail for guests') },
] as const;

/** The server's refusal of each field (a 400's field errors), by the field's path. */
export function fieldErrorsOf(error: unknown): (path: string) => string | undefined {
  const errors = serverFieldErrors(error);
  return (path) => errors.find((e) => e.path === path)?.message;
}

/** Whether a refusal named fields (they show under them) rather than the form as a whole. */
export const namesFields = (error: unknown) => serverFieldErrors(error).length > 0;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const isoOrNull = (text: string) => (text ? new Date(text).toISOString() : null);

/** A moment as a `datetime-local` field shows it, in the browser's time zone: "2026-06-01T09:00". */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The fields of a currency's own amounts are named `value:GBP` and `minSubtotal:GBP`. */
const CURRENCY_FIELD = /^(value|minSubtotal):([A-Z]{3})$/;

/** The amounts set per currency (decision 070): a currency with neither field filled is left out. */
function currencyAmountsOf(data: FormData, kind: DiscountKind): DiscountInput['currencyAmounts'] {
  const out: DiscountInput['currencyAmounts'] = {};
  for (const [name, value] of data.entries()) {
    const [, field, currency] = CURRENCY_FIELD.exec(name) ?? [];
    const amount = numberOrNull(String(value));
    if (!field || !currency || amount === null || (field === 'value' && kind !== 'amount')) continue;
    out[currency] = { ...out[currency], [field]: amount };
  }
  return out;
}

/** What the form's fields say, as POST and PUT /api/admin/discounts take it (the server checks it). */
export function readDiscountForm(form: HTMLFormElement, kind: DiscountKind): DiscountInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    code: text('code'),
    kind,
    value: kind === 'free-shipping' ? 0 : Number(text('value') || 0),
    minSubtotal: numberOrNull(text('minSubtotal')),
    startsAt: isoOrNull(text('startsAt')),
    endsAt: isoOrNull(text('endsAt')),
    maxUses: numberOrNull(text('maxUses')),
    maxUsesPerCustomer: numberOrNull(text('maxUsesPerCustomer')),
    appliesTo: discountLineKinds.filter((k) => data.get(`applies-${k}`) === 'on'),
    currencyAmounts: currencyAmountsOf(data, kind),
  } as DiscountInput;
}

interface DiscountFieldsProps {
  /** The code edited (its terms fill the fields); none for a new one. */
  initial?: Discount | undefined;
  kind: DiscountKind;
  onKindChange: (kind: DiscountKind) => void;
  /** The server's refusal of a field, if any. */
  errorOf: (path: string) => string | undefined;
}

/** The fields of a code, for a two-column grid (the applies-to choice takes both). */
export function DiscountFields({ initial, kind, onKindChange, errorOf }: DiscountFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t('Code')}
        name="code"
        required
        autoComplete="off"
        defaultValue={initial?.code}
        error={errorOf('code')}
        hint={t('Letters, digits, - or _')}
      />
      <SelectField
        label={t('Kind')}
        name="kind"
        value={kind}
        onChange={(e) => onKindChange(e.target.value as DiscountKind)}
      >
        <option value="percent">{t('Percent off')}</option>
        <option value="amount">{t('Amount off')}</option>
        <option value="free-shipping">{t('Free shipping')}</option>
      </SelectField>
      {kind === 'free-shipping' ? null : (
        <TextField
          // A new kind asks for a new value: the figure of another kind is no answer.
          key={kind}
          label={kind === 'percent' ? t('Percent') : t('Amount (€)')}
          name="value"
          inputMode="decimal"
          required
          defaultValue={initial?.kind === kind ? initial.value : undefined}
          error={errorOf('value')}
        />
      )}
      <TextField
        label={t('Minimum subtotal (€)')}
        name="minSubtotal"
        inputMode="decimal"
        defaultValue={initial?.minSubtotal ?? undefined}
        error={errorOf('minSubtotal')}
      />
      <CurrencyAmountFields initial={initial} kind={kind} errorOf={errorOf} />
      {PERIOD.map(({ label, name }) => (
        <TextField
          key={name}
          label={t(label)}
          name={name}
          type="datetime-local"
          defaultValue={localInput(initial?.[name] ?? null)}
          error={errorOf(name)}
        />
      ))}
      {USES.map(({ label, name, hint }) => (
        <TextField
          key={name}
          label={t(label)}
          name={name}
          inputMode="numeric"
          defaultValue={initial?.[name] ?? undefined}
          error={errorOf(name)}
          hint={hint && t(hint)}
        />
      ))}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">{t('Applies to')}</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {discountLineKinds.map((k) => (
            <CheckboxField
              key={k}
              name={`applies-${k}`}
              label={t(LINE_KIND_LABELS[k])}
              defaultChecked={initial ? initial.appliesTo.includes(k) : true}
            />
          ))}
        </div>
        {errorOf('appliesTo') ? <p className="mt-2 text-xs text-danger">{errorOf('appliesTo')}</p> : null}
      </fieldset>
    </>
  );
}

/**
 * A row per other market's currency (decision 070): an amount code's value there (left empty, the code does not
 * apply in it) and any code's minimum there (left empty, the minimum above at the market's rate).
 */
function CurrencyAmountFields({ initial, kind, errorOf }: Omit<DiscountFieldsProps, 'onKindChange'>) {
  const { t } = useI18n();
  const currencies = useOtherCurrencies();
  if (currencies.length === 0) return null;
  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-sm font-medium">{t('In the other markets’ currencies')}</legend>
      {currencies.map((currency) => {
        const own = initial?.currencyAmounts[currency];
        return (
          <div key={currency} className="contents">
            {kind === 'amount' ? (
              <TextField
                label={t('Amount ({currency})', { currency })}
                name={`value:${currency}`}
                inputMode="decimal"
                defaultValue={initial?.kind === 'amount' ? (own?.value ?? undefined) : undefined}
                error={errorOf(`currencyAmounts.${currency}.value`)}
                hint={t('Left empty, the code does not apply in this currency')}
              />
            ) : null}
            <TextField
              label={t('Minimum subtotal ({currency})', { currency })}
              name={`minSubtotal:${currency}`}
              inputMode="decimal"
              defaultValue={own?.minSubtotal ?? undefined}
              error={errorOf(`currencyAmounts.${currency}.minSubtotal`) ?? errorOf(`currencyAmounts.${currency}`)}
              hint={t('Left empty, the minimum above at the market’s rate')}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
