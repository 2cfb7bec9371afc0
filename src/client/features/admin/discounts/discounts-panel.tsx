import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { discountLineKinds } from '@/domain/promotions/discounts';
import type { Discount } from '@/domain/promotions/schemas';
import { Badge } from '@/client/components/ui/badge';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { ErrorNote } from '@/client/components/ui/error-note';
import { TextField } from '@/client/components/ui/text-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { formatDate } from '@/client/lib/dates';
import { useMoney } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { PageNav } from '../shared/page-nav';
import { pagedState, usePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { StackedTable, type Column } from '../shared/stacked-table';
import { useSheetParam, type SheetParam } from '../shared/use-sheet-param';
import { SettingsSection } from '../shared/settings-section';
import { useCreateDiscount, useDiscounts, useEndDiscount, useGiftSetting, useSaveGift } from './api';
import {
  DiscountFields,
  type DiscountKind,
  fieldErrorsOf,
  LINE_KIND_LABELS,
  namesFields,
  readDiscountForm,
} from './discount-fields';
import { DiscountEditorSheet } from './discount-editor';

/**
 * The back office's Discounts: the codes with their terms, uses and revenue (a code no order has used
 * yet opens its form in a side sheet, `?discount=4`), a new code, the automatic gift.
 */
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

/** "Catalogue perfumes, Samples": what a code applies to (a gift card is never discounted). */
const scopeOf = (d: Pick<Discount, 'appliesTo'>) =>
  discountLineKinds.every((k) => d.appliesTo.includes(k))
    ? 'All perfumes and samples'
    : d.appliesTo.map((k) => LINE_KIND_LABELS[k]).join(', ');

/** When a code can be used: "Always", "From Jun 1, 2026", "Until Jun 30, 2026" or both. */
function validityOf(d: Pick<Discount, 'startsAt' | 'endsAt'>): ReactNode {
  const at = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;
  if (d.startsAt && d.endsAt)
    return (
      <>
        {at(d.startsAt)} to {at(d.endsAt)}
      </>
    );
  if (d.startsAt) return <>From {at(d.startsAt)}</>;
  if (d.endsAt) return <>Until {at(d.endsAt)}</>;
  return 'Always';
}

function DiscountList() {
  const money = useMoney();
  const cursor = usePageCursor();
  const list = useDiscounts(cursor);
  const end = useEndDiscount();
  const sheet = useSheetParam('discount');
  const tableRef = useRef<HTMLTableElement>(null);
  const columns: readonly Column<Discount>[] = [
    { label: 'Code', cell: (d) => <span className="font-medium tracking-wide">{d.code}</span> },
    { label: 'Offer', cell: (d) => d.label.replace(/^Code [^:]+: /, '') },
    {
      label: 'Minimum',
      cell: (d) => (d.minSubtotal === null ? 'None' : money(Math.round(d.minSubtotal * 100))),
    },
    { label: 'Applies to', cell: scopeOf },
    {
      label: 'Per customer',
      cell: (d) => (d.maxUsesPerCustomer === null ? 'No limit' : `${d.maxUsesPerCustomer} each`),
    },
    {
      label: 'Uses',
      cell: (d) =>
        `${d.uses}${d.maxUses === null ? '' : ` of ${d.maxUses}`}${d.reserved ? ` (+${d.reserved} paying)` : ''}`,
    },
    { label: 'Valid', cell: validityOf },
    { label: 'Revenue', cell: (d) => money(Math.round(d.revenue * 100)) },
    {
      label: 'Status',
      cell: (d) => <Badge variant={d.active ? 'accent' : 'default'}>{d.active ? 'Active' : 'Ended'}</Badge>,
    },
    {
      label: 'Actions',
      end: true,
      cell: (d) => (
        <span className="flex flex-wrap items-baseline justify-end gap-x-4 gap-y-1">
          {d.editable ? <EditLink discount={d} sheet={sheet} /> : null}
          {d.active ? (
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
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <DiscountRows list={list} cursor={cursor} columns={columns} tableRef={tableRef} />
      <DiscountEditorSheet sheet={sheet} list={list} />
    </>
  );
}

/** Edit, for a code no order has used yet: its form in the side sheet. */
function EditLink({ discount, sheet }: { discount: Discount; sheet: SheetParam }) {
  return (
    <Link
      to={sheet.hrefFor(discount.id)}
      state={sheet.linkState}
      preventScrollReset
      className={buttonClasses('link', 'inline', 'gap-1.5')}
    >
      <Pencil aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      Edit<span className="sr-only"> {discount.code}</span>
    </Link>
  );
}

function DiscountRows({
  list,
  cursor,
  columns,
  tableRef,
}: {
  list: ReturnType<typeof useDiscounts>;
  cursor: ReturnType<typeof usePageCursor>;
  columns: readonly Column<Discount>[];
  tableRef: RefObject<HTMLTableElement | null>;
}) {
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

function DiscountForm() {
  const create = useCreateDiscount();
  const [kind, setKind] = useState<DiscountKind>('percent');
  const [saved, setSaved] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = readDiscountForm(event.currentTarget, kind);
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
      <DiscountFields kind={kind} onKindChange={setKind} errorOf={fieldErrorsOf(create.error)} />
      {create.error && !namesFields(create.error) ? (
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
