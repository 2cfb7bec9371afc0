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
import { Rich, useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';
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
  const { t } = useI18n();
  return (
    <div className="grid gap-12">
      <SettingsSection
        id="discount-codes-heading"
        title={t('Discount codes')}
        description={t('One code per order. A use is taken when the order is paid; revenue is what those orders paid.')}
      >
        <DiscountList />
      </SettingsSection>
      <SettingsSection
        id="new-discount-heading"
        title={t('New code')}
        description={t('Percent, amount or free shipping.')}
      >
        <DiscountForm />
      </SettingsSection>
      <SettingsSection
        id="gift-sample-heading"
        title={t('Free sample above a subtotal')}
        description={t(
          'Shoppers whose cart reaches this subtotal choose a free 2 ml sample in the cart. Leave blank to offer none.',
        )}
      >
        <GiftForm />
      </SettingsSection>
    </div>
  );
}

/** "Catalogue perfumes, Samples": what a code applies to (a gift card is never discounted). */
const scopeOf = (t: Translator['t'], d: Pick<Discount, 'appliesTo'>) =>
  discountLineKinds.every((k) => d.appliesTo.includes(k))
    ? t('All perfumes and samples')
    : d.appliesTo.map((k) => t(LINE_KIND_LABELS[k])).join(', ');

/** When a code can be used: "Always", "From Jun 1, 2026", "Until Jun 30, 2026" or both. */
function validityOf(tr: Translator, d: Pick<Discount, 'startsAt' | 'endsAt'>): ReactNode {
  const { startsAt, endsAt } = d;
  const at = (iso: string) => (text: string) => <time dateTime={iso}>{text}</time>;
  const date = (iso: string | null) => (iso ? tr.date(iso, 'medium') : '');
  const values = { start: date(startsAt), end: date(endsAt) };
  if (startsAt && endsAt)
    return (
      <Rich
        message="<from>{start}</from> to <until>{end}</until>"
        values={values}
        tags={{ from: at(startsAt), until: at(endsAt) }}
      />
    );
  if (startsAt) return <Rich message="From <from>{start}</from>" values={values} tags={{ from: at(startsAt) }} />;
  if (endsAt) return <Rich message="Until <until>{end}</until>" values={values} tags={{ until: at(endsAt) }} />;
  return tr.t('Always');
}

/** A code's offer without the "Code SPRING:" its label starts with (the server's words, in the page's language). */
const offerOf = (label: string) => label.replace(/^Code [^:]+:\s/, '');

/** "3 of 10 (+1 paying)": the uses taken, of how many, and those whose orders are being paid. */
function usesOf(t: Translator['t'], d: Pick<Discount, 'uses' | 'maxUses' | 'reserved'>): string {
  const values = { uses: d.uses, max: d.maxUses, reserved: d.reserved };
  if (d.maxUses === null) return d.reserved ? t('{uses} (+{reserved} paying)', values) : String(d.uses);
  return d.reserved ? t('{uses} of {max} (+{reserved} paying)', values) : t('{uses} of {max}', values);
}

function DiscountList() {
  const tr = useI18n();
  const { t } = tr;
  const money = useMoney();
  const cursor = usePageCursor();
  const list = useDiscounts(cursor);
  const end = useEndDiscount();
  const sheet = useSheetParam('discount');
  const tableRef = useRef<HTMLTableElement>(null);
  const columns: readonly Column<Discount>[] = [
    { label: t('Code'), cell: (d) => <span className="font-medium tracking-wide">{d.code}</span> },
    { label: t('Offer'), cell: (d) => offerOf(d.label) },
    {
      label: t('Minimum'),
      cell: (d) => (d.minSubtotal === null ? t('None') : money(Math.round(d.minSubtotal * 100))),
    },
    { label: t('Applies to'), cell: (d) => scopeOf(t, d) },
    {
      label: t('Per customer'),
      cell: (d) => (d.maxUsesPerCustomer === null ? t('No limit') : t('{count} each', { count: d.maxUsesPerCustomer })),
    },
    { label: t('Uses'), cell: (d) => usesOf(t, d) },
    { label: t('Valid'), cell: (d) => validityOf(tr, d) },
    { label: t('Revenue'), cell: (d) => money(Math.round(d.revenue * 100)) },
    {
      label: t('Status'),
      cell: (d) => <Badge variant={d.active ? 'accent' : 'default'}>{d.active ? t('Active') : t('Ended')}</Badge>,
    },
    {
      label: t('Actions'),
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
                      title: t('{code} was not ended', { code: d.code }),
                      description: errorMessage(err, t('Please try again.')),
                    }),
                })
              }
            >
              {t('End now')}
              <span className="sr-only"> {d.code}</span>
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
  const { t } = useI18n();
  return (
    <Link
      to={sheet.hrefFor(discount.id)}
      state={sheet.linkState}
      preventScrollReset
      className={buttonClasses('link', 'inline', 'gap-1.5')}
    >
      <Pencil aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      {t('Edit')}
      <span className="sr-only"> {discount.code}</span>
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
  const { t } = useI18n();
  switch (pagedState(list, cursor)) {
    case 'loading':
      return <PanelLoading label={t('Loading discount codes')} rows={2} />;
    case 'error':
      return <PanelError what={t('discount codes')} onRetry={() => void list.refetch()} />;
    case 'gone':
      return <PageGone what={t('discount codes')} />;
    case 'empty':
      return <PanelEmpty title={t('No discount codes yet')}>{t('Codes you make below appear here.')}</PanelEmpty>;
    case 'rows':
      return (
        <>
          <StackedTable
            ref={tableRef}
            focusable
            label={t('Discount codes, newest first')}
            columns={columns}
            rows={list.items}
          />
          <PageNav list={list} noun={t('code')} plural={t('codes')} listRef={tableRef} />
        </>
      );
  }
}

function DiscountForm() {
  const { t } = useI18n();
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
        setSaved(t('Code {code} made.', { code: d.code }));
        target.reset();
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-3xl gap-5 sm:grid-cols-2"
      aria-label={t('New discount code')}
    >
      <DiscountFields kind={kind} onKindChange={setKind} errorOf={fieldErrorsOf(create.error)} />
      {create.error && !namesFields(create.error) ? (
        <ErrorNote className="sm:col-span-2">{errorMessage(create.error, t('The code could not be made.'))}</ErrorNote>
      ) : null}
      <div className="flex items-center gap-4 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {t('Make code')}
        </Button>
        <p role="status" className="text-sm text-ink-soft">
          {saved ?? ''}
        </p>
      </div>
    </form>
  );
}

function GiftForm() {
  const { t } = useI18n();
  const setting = useGiftSetting();
  const save = useSaveGift();
  const [status, setStatus] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('threshold') ?? '').trim();
    save.mutate(text === '' ? null : Number(text), {
      onSuccess: (s) => setStatus(s.giftSampleThreshold === null ? t('No free sample offered.') : t('Saved.')),
    });
  };
  if (setting.isLoading) return <PanelLoading label={t("Loading the free sample's setting")} rows={1} />;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-xl flex-wrap items-end gap-4"
      aria-label={t('Free sample')}
    >
      <TextField
        key={String(setting.data?.giftSampleThreshold)}
        label={t('Subtotal (€)')}
        name="threshold"
        inputMode="decimal"
        defaultValue={setting.data?.giftSampleThreshold ?? ''}
        error={
          isApiError(save.error, 400)
            ? errorMessage(save.error, t('Enter an amount'))
            : save.error
              ? errorMessage(save.error, t('The subtotal could not be saved. Please try again.'))
              : undefined
        }
      />
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {t('Save')}
      </Button>
      <p role="status" className="text-sm text-ink-soft">
        {status}
      </p>
    </form>
  );
}
