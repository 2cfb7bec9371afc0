import { useRef, useState, type FormEvent } from 'react';
import type { Discount, DiscountInput } from '@/domain/promotions/schemas';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { ErrorNote } from '@/client/components/ui/error-note';
import { SelectField } from '@/client/components/ui/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useMoney } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { PageNav } from '../shared/page-nav';
import { pagedState, usePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { StackedTable, type Column } from '../shared/stacked-table';
import { SettingsSection } from '../settings/settings-section';
import { useCreateDiscount, useDiscounts, useEndDiscount, useGiftSetting, useSaveGift } from './api';

/** The back office's Discounts: the codes with their uses and revenue, a new code, the automatic gift. */
export function DiscountsPanel() {
  return (
    <div className="grid gap-12">
      <SettingsSection
        id="discount-codes-heading"
        title="Discount codes"
        description="One code per order. A use is taken when the order is paid; revenue is what those orders paid."
      >
        <DiscountList />
      </SettingsSection>
      <SettingsSection id="new-discount-heading" title="New code" description="Percent, amount or free shipping.">
        <DiscountForm />
      </SettingsSection>
      <SettingsSection
        id="gift-sample-heading"
        title="Free sample above a subtotal"
        description="Shoppers whose cart reaches this subtotal choose a free 2 ml sample in the cart. Leave blank to offer none."
      >
        <GiftForm />
      </SettingsSection>
    </div>
  );
}

function DiscountList() {
  const money = useMoney();
  const cursor = usePageCursor();
  const list = useDiscounts(cursor);
  const end = useEndDiscount();
  const tableRef = useRef<HTMLTableElement>(null);
  const columns: readonly Column<Discount>[] = [
    { label: 'Code', cell: (d) => <span className="font-medium tracking-wide">{d.code}</span> },
    { label: 'Offer', cell: (d) => d.label.replace(/^Code [^:]+: /, '') },
    {
      label: 'Uses',
      cell: (d) =>
        `${d.uses}${d.maxUses === null ? '' : ` of ${d.maxUses}`}${d.reserved ? ` (+${d.reserved} paying)` : ''}`,
    },
    { label: 'Revenue', cell: (d) => money(Math.round(d.revenue * 100)) },
    {
      label: 'Status',
      cell: (d) => <Badge variant={d.active ? 'accent' : 'default'}>{d.active ? 'Active' : 'Ended'}</Badge>,
    },
    {
      label: 'Actions',
      end: true,
      cell: (d) =>
        d.active ? (
          <Button
            variant="link"
            size="inline"
            disabled={end.isPending}
            onClick={() =>
              end.mutate(d.id, {
                onError: (err) =>
                  toast({
                    variant: 'destructive',
                    title: `${d.code} was not ended`,
                    description: errorMessage(err, 'Please try again.'),
                  }),
              })
            }
          >
            End now<span className="sr-only"> {d.code}</span>
          </Button>
        ) : null,
    },
  ];
  switch (pagedState(list, cursor)) {
    case 'loading':
      return <PanelLoading label="Loading discount codes" rows={2} />;
    case 'error':
      return <PanelError what="discount codes" onRetry={() => void list.refetch()} />;
    case 'gone':
      return <PageGone what="discount codes" />;
    case 'empty':
      return <PanelEmpty title="No discount codes yet">Codes you make below appear here.</PanelEmpty>;
    case 'rows':
      return (
        <>
          <StackedTable
            ref={tableRef}
            focusable
            label="Discount codes, newest first"
            columns={columns}
            rows={list.items}
          />
          <PageNav list={list} noun="code" listRef={tableRef} />
        </>
      );
  }
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const isoOrNull = (text: string) => (text ? new Date(text).toISOString() : null);

function DiscountForm() {
  const create = useCreateDiscount();
  const [kind, setKind] = useState<DiscountInput['kind']>('percent');
  const [saved, setSaved] = useState<string | undefined>(undefined);
  const fieldErrors = isApiError(create.error, 400) ? create.error.fieldErrors : [];
  const errorOf = (path: string) => fieldErrors.find((e) => e.path === path)?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const appliesTo = (['catalogue', 'custom', 'sample'] as const).filter((k) => form.get(`applies-${k}`) === 'on');
    const body = {
      code: text('code'),
      kind,
      value: kind === 'free-shipping' ? 0 : Number(text('value') || 0),
      minSubtotal: numberOrNull(text('minSubtotal')),
      startsAt: isoOrNull(text('startsAt')),
      endsAt: isoOrNull(text('endsAt')),
      maxUses: numberOrNull(text('maxUses')),
      maxUsesPerCustomer: numberOrNull(text('maxUsesPerCustomer')),
      appliesTo,
    } as DiscountInput;
    const target = event.currentTarget;
    setSaved(undefined);
    create.mutate(body, {
      onSuccess: (d) => {
        setSaved(`Code ${d.code} made.`);
        target.reset();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-5 sm:grid-cols-2" aria-label="New discount code">
      <TextField
        label="Code"
        name="code"
        required
        autoComplete="off"
        error={errorOf('code')}
        hint="Letters, digits, - or _"
      />
      <SelectField
        label="Kind"
        name="kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as DiscountInput['kind'])}
      >
        <option value="percent">Percent off</option>
        <option value="amount">Amount off</option>
        <option value="free-shipping">Free shipping</option>
      </SelectField>
      {kind === 'free-shipping' ? null : (
        <TextField
          label={kind === 'percent' ? 'Percent' : 'Amount (€)'}
          name="value"
          inputMode="decimal"
          required
          error={errorOf('value')}
        />
      )}
      <TextField label="Minimum subtotal (€)" name="minSubtotal" inputMode="decimal" error={errorOf('minSubtotal')} />
      <TextField label="Starts" name="startsAt" type="datetime-local" error={errorOf('startsAt')} />
      <TextField label="Ends" name="endsAt" type="datetime-local" error={errorOf('endsAt')} />
      <TextField label="Total uses" name="maxUses" inputMode="numeric" error={errorOf('maxUses')} />
      <TextField
        label="Uses per customer"
        name="maxUsesPerCustomer"
        inputMode="numeric"
        error={errorOf('maxUsesPerCustomer')}
        hint="By account, or by e-mail for guests"
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">Applies to</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          <CheckboxField name="applies-catalogue" label="Catalogue perfumes" defaultChecked />
          <CheckboxField name="applies-custom" label="Custom perfumes" defaultChecked />
          <CheckboxField name="applies-sample" label="Samples" defaultChecked />
        </div>
        {errorOf('appliesTo') ? <p className="mt-2 text-xs text-danger">{errorOf('appliesTo')}</p> : null}
      </fieldset>
      {create.error && fieldErrors.length === 0 ? (
        <ErrorNote className="sm:col-span-2">{errorMessage(create.error, 'The code could not be made.')}</ErrorNote>
      ) : null}
      <div className="flex items-center gap-4 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          Make code
        </Button>
        <p role="status" className="text-sm text-ink-soft">
          {saved ?? ''}
        </p>
      </div>
    </form>
  );
}

function GiftForm() {
  const setting = useGiftSetting();
  const save = useSaveGift();
  const [status, setStatus] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('threshold') ?? '').trim();
    save.mutate(text === '' ? null : Number(text), {
      onSuccess: (s) => setStatus(s.giftSampleThreshold === null ? 'No free sample offered.' : 'Saved.'),
    });
  };
  if (setting.isLoading) return <PanelLoading label="Loading the free sample's setting" rows={1} />;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-wrap items-end gap-4" aria-label="Free sample">
      <TextField
        key={String(setting.data?.giftSampleThreshold)}
        label="Subtotal (€)"
        name="threshold"
        inputMode="decimal"
        defaultValue={setting.data?.giftSampleThreshold ?? ''}
        error={
          isApiError(save.error, 400)
            ? errorMessage(save.error, 'Enter an amount')
            : save.error
              ? errorMessage(save.error, 'The subtotal could not be saved. Please try again.')
              : undefined
        }
      />
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Save
      </Button>
      <p role="status" className="text-sm text-ink-soft">
        {status}
      </p>
    </form>
  );
}
