import { formatAddress } from '../../domain/addresses/address';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { Translator } from '../../domain/i18n/translator';
import { type Cents, lineGross } from '../../domain/shared/money';
import { formatRate } from '../../domain/tax/vat';
import type { PerfumeFamily } from '../../domain/catalogue/catalogue';
import { ACCENT, Labelled, LINE, PAPER, SERIF, SOFT, Table } from './layout';
import type { MailLine, OrderMailData } from './order-data';
import { englishMail, labelled } from './render';

/*
 * The parts of the mails about an order: its lines and totals, and where it goes, as HTML and as the
 * text part's lines, from the same data and words.
 */

/** The order's translator: its language's, else English. */
export const trOf = (data: OrderMailData): Translator => data.tr ?? englishMail();

/** One row of the totals, in the soft colour or, for the total, bold. */
function TotalRow({
  label,
  value,
  strong = false,
  span = 1,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** The columns the label takes (two beside the lines' pictures). */
  span?: number;
}) {
  return (
    <tr>
      <td
        colSpan={span > 1 ? span : undefined}
        style={strong ? { padding: '6px 0', fontWeight: '600' } : { padding: '6px 0', color: SOFT }}
      >
        {label}
      </td>
      <td style={{ padding: '6px 0', textAlign: 'right', ...(strong ? { fontWeight: '600' } : {}) }}>{value}</td>
    </tr>
  );
}

const cell = { padding: '10px 0', borderBottom: `1px solid ${LINE}`, verticalAlign: 'top' } as const;

/** Each scent family's swatch, in the muted tones of the house's art (its liquids), light type on each. */
const FAMILY_SWATCH: Record<PerfumeFamily, string> = {
  floral: '#a4646f',
  woody: '#6f5640',
  fresh: '#5f7f7a',
  citrus: '#b0852c',
  amber: '#9d6424',
  gourmand: '#7a4a36',
  aromatic: '#5e6b4a',
};

/** The picture's size in the mail: a bottle's proportions (4 by 5), as the shop's art. */
const PICTURE = { width: 56, height: 70 } as const;

/**
 * A line's picture: the perfume's photograph, else a swatch in its family's colour (the house's accent for a custom
 * perfume or a gift card) with the line's initial in the serif: a table cell, which every mail client draws, and
 * reads well with images off.
 */
function LinePicture({ line }: { line: MailLine }) {
  const photo = line.picture?.photo;
  const colour = line.picture?.family ? FAMILY_SWATCH[line.picture.family] : ACCENT;
  if (photo)
    return (
      <img
        src={photo.src}
        alt={photo.alt}
        width={PICTURE.width}
        height={PICTURE.height}
        style={{
          display: 'block',
          width: `${PICTURE.width}px`,
          height: `${PICTURE.height}px`,
          objectFit: 'cover',
          border: '0',
          background: colour,
        }}
      />
    );
  return (
    <Table>
      <tr>
        <td
          width={String(PICTURE.width)}
          height={String(PICTURE.height)}
          align="center"
          style={{
            width: `${PICTURE.width}px`,
            height: `${PICTURE.height}px`,
            background: colour,
            color: PAPER,
            fontFamily: SERIF,
            fontSize: '28px',
            lineHeight: `${PICTURE.height}px`,
            textAlign: 'center',
            verticalAlign: 'middle',
          }}
        >
          <span aria-hidden="true">{initialOf(line.name)}</span>
        </td>
      </tr>
    </Table>
  );
}

/** A name's first letter, as written ("Émeraude" gives "É"); a lozenge for a name without one. */
const initialOf = (name: string): string => /\p{L}/u.exec(name)?.[0]?.toLocaleUpperCase() ?? '◆';

/**
 * The order's lines, each with its gross, then its subtotal, adjustments, shipping, wrap, total and VAT; with
 * `pictures` (the confirmation), each line's picture beside it.
 */
export function LinesTable({ data, pictures = false }: { data: OrderMailData; pictures?: boolean }) {
  const tr = trOf(data);
  const money = (c: Cents) => tr.money(c, data.currency);
  const span = pictures ? 2 : 1;
  return (
    <Table width="100%" style={{ marginTop: '16px', fontSize: '15px' }}>
      {data.lines.map((l, i) => (
        <tr key={i}>
          {pictures ? (
            <td width={String(PICTURE.width + 16)} style={{ ...cell, width: `${PICTURE.width + 16}px` }}>
              <LinePicture line={l} />
            </td>
          ) : null}
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
      <TotalRow span={span} label={tr.t('Subtotal')} value={money(data.subtotalCents)} />
      {(data.adjustments ?? []).map((a, i) => (
        <TotalRow span={span} key={`a${i}`} label={a.label} value={money(-a.amountCents)} />
      ))}
      {data.nothingToShip ? null : (
        <TotalRow
          span={span}
          label={data.shippingMethod ? tr.t('Shipping · {method}', { method: data.shippingMethod }) : tr.t('Shipping')}
          value={money(data.shippingCents)}
        />
      )}
      {data.giftWrapCents ? <TotalRow span={span} label={tr.t('Gift wrap')} value={money(data.giftWrapCents)} /> : null}
      <TotalRow span={span} label={tr.t('Total')} value={money(data.totalCents)} strong />
      {data.vat ? (
        <tr>
          <td colSpan={span > 1 ? span : undefined} style={{ padding: '2px 0', fontSize: '13px', color: SOFT }}>
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
