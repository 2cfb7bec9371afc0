import { formatAddress } from '../../domain/addresses/address';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { Translator } from '../../domain/i18n/translator';
import { type Cents, lineGross } from '../../domain/shared/money';
import { formatRate } from '../../domain/tax/vat';
import { Labelled, LINE, SOFT, Table } from './layout';
import type { OrderMailData } from './order-data';
import { englishMail, labelled } from './render';

/*
 * The parts of the mails about an order: its lines and totals, and where it goes, as HTML and as the
 * text part's lines, from the same data and words.
 */

/** The order's translator: its language's, else English. */
export const trOf = (data: OrderMailData): Translator => data.tr ?? englishMail();

/** One row of the totals, in the soft colour or, for the total, bold. */
function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr>
      <td style={strong ? { padding: '6px 0', fontWeight: '600' } : { padding: '6px 0', color: SOFT }}>{label}</td>
      <td style={{ padding: '6px 0', textAlign: 'right', ...(strong ? { fontWeight: '600' } : {}) }}>{value}</td>
    </tr>
  );
}

const cell = { padding: '10px 0', borderBottom: `1px solid ${LINE}`, verticalAlign: 'top' } as const;

/** The order's lines, each with its gross, then its subtotal, adjustments, shipping, wrap, total and VAT. */
export function LinesTable({ data }: { data: OrderMailData }) {
  const tr = trOf(data);
  const money = (c: Cents) => tr.money(c, data.currency);
  return (
    <Table width="100%" style={{ marginTop: '16px', fontSize: '15px' }}>
      {data.lines.map((l, i) => (
        <tr key={i}>
          <td style={cell}>
            {l.name} <span style={{ color: SOFT }}>× {l.quantity}</span>
            {l.formula ? (
              <>
                <br />
                <span style={{ fontSize: '13px', color: SOFT }}>{l.formula}</span>
              </>
            ) : null}
          </td>
          <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {money(lineGross(l.unitPriceCents, l.quantity))}
          </td>
        </tr>
      ))}
      <TotalRow label={tr.t('Subtotal')} value={money(data.subtotalCents)} />
      {(data.adjustments ?? []).map((a, i) => (
        <TotalRow key={`a${i}`} label={a.label} value={money(-a.amountCents)} />
      ))}
      {data.nothingToShip ? null : (
        <TotalRow
          label={data.shippingMethod ? tr.t('Shipping · {method}', { method: data.shippingMethod }) : tr.t('Shipping')}
          value={money(data.shippingCents)}
        />
      )}
      {data.giftWrapCents ? <TotalRow label={tr.t('Gift wrap')} value={money(data.giftWrapCents)} /> : null}
      <TotalRow label={tr.t('Total')} value={money(data.totalCents)} strong />
      {data.vat ? (
        <tr>
          <td style={{ padding: '2px 0', fontSize: '13px', color: SOFT }}>
            {tr.t('incl. VAT {rate}', { rate: formatRate(data.vat.rateBp, tr) })}
          </td>
          <td style={{ padding: '2px 0', fontSize: '13px', color: SOFT, textAlign: 'right' }}>
            {money(data.vat.taxCents)}
          </td>
        </tr>
      ) : null}
    </Table>
  );
}

/** The address's lines in its country's order (issue #43), ending with the country's name as the mail was given it. */
function shippedTo(s: ShippingDetails, countryName: string | undefined): string[] {
  const lines = formatAddress(s);
  return countryName && s.country ? [...lines.slice(0, -1), countryName] : lines;
}

/** Where the order goes: the destination's name rather than its code, when the mail knows it; nothing for gift cards only. */
export function AddressBlock({
  details,
  countryName = details.country,
  nothingToShip = false,
  tr = englishMail(),
}: {
  details: ShippingDetails;
  countryName?: string | undefined;
  nothingToShip?: boolean | undefined;
  tr?: Translator;
}) {
  if (nothingToShip) return null;
  return <Labelled label={tr.t('Shipping to')} lines={[details.fullName, ...shippedTo(details, countryName)]} />;
}

/** The lines, totals and address of the order, as the text part says them. */
export function orderText(data: OrderMailData): string {
  const tr = trOf(data);
  const money = (c: Cents) => tr.money(c, data.currency);
  return [
    ...data.lines.map(
      (l) =>
        `- ${labelled(`${l.name} × ${l.quantity}`, money(lineGross(l.unitPriceCents, l.quantity)), tr)}${l.formula ? `\n  ${l.formula}` : ''}`,
    ),
    '',
    labelled(tr.t('Subtotal'), money(data.subtotalCents), tr),
    ...(data.adjustments ?? []).map((a) => labelled(a.label, money(-a.amountCents), tr)),
    ...(data.nothingToShip
      ? []
      : [
          labelled(
            data.shippingMethod ? tr.t('Shipping ({method})', { method: data.shippingMethod }) : tr.t('Shipping'),
            money(data.shippingCents),
            tr,
          ),
        ]),
    ...(data.giftWrapCents ? [labelled(tr.t('Gift wrap'), money(data.giftWrapCents), tr)] : []),
    labelled(tr.t('Total'), money(data.totalCents), tr),
    ...(data.vat
      ? [labelled(tr.t('incl. VAT {rate}', { rate: formatRate(data.vat.rateBp, tr) }), money(data.vat.taxCents), tr)]
      : []),
    ...(data.nothingToShip
      ? []
      : [
          '',
          `${tr.t('Shipping to')}:`,
          data.shippingDetails.fullName,
          ...shippedTo(data.shippingDetails, data.countryName),
        ]),
  ].join('\n');
}
