import type { DocumentModel, Table } from './model';
import {
  ACCENT,
  contentWidth as width,
  type Doc,
  INK,
  INK_SOFT,
  MARGIN,
  renderPdf as render,
  room,
  rule,
  SANS,
  SANS_BOLD,
  SERIF,
  SERIF_ITALIC,
  wordmark,
} from '../pdf-look';

/* Draws a document in the house's look and fonts (../pdf-look.ts). */

/** The PDF of a document, whole, in memory (some tens of kilobytes, its fonts subset). */
export function renderPdf(model: DocumentModel): Promise<Buffer> {
  return render(
    {
      size: 'A4',
      margin: MARGIN,
      info: { Title: `${model.title} ${model.meta[0]?.[1] ?? ''}`.trim(), Author: model.house, Creator: model.house },
    },
    (doc) => draw(doc, model),
  );
}

const bottom = (doc: Doc) => doc.page.height - MARGIN;

function draw(doc: Doc, model: DocumentModel) {
  // The house's wordmark, as the site's header draws it, its legal name flush right, and a rule under them.
  wordmark(doc, MARGIN, MARGIN, 20);
  const markBottom = doc.y;
  doc.font(SANS).fontSize(7.5).fillColor(INK_SOFT);
  doc.text(model.house.toUpperCase(), MARGIN, MARGIN + 8, { width: width(doc), align: 'right', characterSpacing: 0.8 });
  doc.y = markBottom;
  rule(doc, doc.y + 6, ACCENT);

  // The title on the left, its number and dates on the right.
  const top = doc.y + 26;
  doc
    .font(SERIF)
    .fontSize(26)
    .fillColor(INK)
    .text(model.title, MARGIN, top, { width: width(doc) / 2 });
  const titleBottom = doc.y;
  const metaX = MARGIN + width(doc) / 2;
  const labelWidth = 110;
  let y = top + 4;
  for (const [label, value] of model.meta) {
    doc
      .font(SANS)
      .fontSize(8)
      .fillColor(INK_SOFT)
      .text(label.toUpperCase(), metaX, y, { width: labelWidth, characterSpacing: 0.6 });
    doc
      .font(SANS)
      .fontSize(9.5)
      .fillColor(INK)
      .text(value, metaX + labelWidth, y - 1, { width: width(doc) / 2 - labelWidth, align: 'right' });
    y = Math.max(doc.y, y + 14) + 2;
  }
  doc.y = Math.max(titleBottom, y) + 24;

  // The parties, side by side.
  const partiesTop = doc.y;
  const gap = 24;
  const partyWidth = (width(doc) - gap * (model.parties.length - 1)) / model.parties.length;
  let partiesBottom = partiesTop;
  model.parties.forEach((party, i) => {
    const x = MARGIN + i * (partyWidth + gap);
    doc
      .font(SANS)
      .fontSize(8)
      .fillColor(ACCENT)
      .text(party.heading.toUpperCase(), x, partiesTop, { width: partyWidth, characterSpacing: 0.8 });
    doc.moveDown(0.4);
    party.lines.forEach((line, n) =>
      doc
        .font(n === 0 ? SANS_BOLD : SANS)
        .fontSize(9.5)
        .fillColor(INK)
        .text(line, x, doc.y, { width: partyWidth }),
    );
    partiesBottom = Math.max(partiesBottom, doc.y);
  });
  doc.y = partiesBottom + 28;

  table(doc, model.lines);

  if (model.rates) {
    doc.y += 18;
    room(doc, 60);
    doc
      .font(SANS)
      .fontSize(8)
      .fillColor(ACCENT)
      .text(model.rates.heading.toUpperCase(), MARGIN, doc.y, { characterSpacing: 0.8 });
    doc.y += 6;
    table(doc, model.rates, 0.55);
  }

  // The grand totals, right-aligned, the last in bold under a rule.
  doc.y += 16;
  room(doc, model.summary.length * 18 + 10);
  const sumX = MARGIN + width(doc) * 0.5;
  const sumWidth = width(doc) * 0.5;
  model.summary.forEach(([label, value], i) => {
    const last = i === model.summary.length - 1;
    if (last && model.summary.length > 1) {
      rule(doc, doc.y + 2, INK);
      doc.y += 8;
    }
    const rowY = doc.y;
    doc
      .font(last ? SANS_BOLD : SANS)
      .fontSize(last ? 11 : 9.5)
      .fillColor(INK)
      .text(label, sumX, rowY, { width: sumWidth / 2 });
    doc.text(value, sumX + sumWidth / 2, rowY, { width: sumWidth / 2, align: 'right' });
    doc.y = Math.max(doc.y, rowY + 14) + 2;
  });

  if (model.notes.length) {
    doc.y += 16;
    for (const note of model.notes) {
      room(doc, 14);
      doc
        .font(SERIF)
        .fontSize(11.5)
        .fillColor(INK_SOFT)
        .text(note, MARGIN, doc.y, { width: width(doc) });
    }
  }

  // A gift's message, framed as its card: in italics, line by line.
  if (model.giftMessage) {
    const { heading, text } = model.giftMessage;
    doc.y += 20;
    const textHeight = doc
      .font(SERIF_ITALIC)
      .fontSize(13)
      .heightOfString(text, { width: width(doc) - 32 });
    room(doc, textHeight + 48);
    const boxTop = doc.y;
    doc
      .font(SANS_BOLD)
      .fontSize(9)
      .fillColor(ACCENT)
      .text(heading, MARGIN + 16, boxTop + 12);
    doc
      .font(SERIF_ITALIC)
      .fontSize(13)
      .fillColor(INK)
      .text(text, MARGIN + 16, doc.y + 6, { width: width(doc) - 32 });
    const boxBottom = doc.y + 12;
    doc
      .rect(MARGIN, boxTop, width(doc), boxBottom - boxTop)
      .lineWidth(0.6)
      .strokeColor(ACCENT)
      .stroke();
    doc.y = boxBottom;
  }

  // The legal mentions at the foot of the last page.
  if (model.foot.length) {
    doc.font(SANS).fontSize(7.5);
    const height = model.foot.reduce((h, line) => h + doc.heightOfString(line, { width: width(doc) }) + 2, 0);
    const footTop = bottom(doc) - height;
    if (doc.y + 20 > footTop) doc.addPage();
    rule(doc, footTop - 8);
    let footY = footTop;
    for (const line of model.foot) {
      doc.fillColor(INK_SOFT).text(line, MARGIN, footY, { width: width(doc), align: 'center' });
      footY = doc.y + 2;
    }
  }
}

/** A table: a header in small capitals, one row per line, thin rules; a new page repeats its header. */
function table(doc: Doc, { columns, rows }: Table, share = 1) {
  const total = width(doc) * share;
  const padding = 4;
  const xs: number[] = [];
  let x = MARGIN;
  for (const c of columns) {
    xs.push(x);
    x += c.width * total;
  }
  const header = () => {
    const y = doc.y;
    // A label longer than its column (French's "PRIX UNITAIRE") takes two lines: the rule goes under the longest.
    let under = y + 13;
    columns.forEach((c, i) => {
      doc
        .font(SANS)
        .fontSize(7.5)
        .fillColor(INK_SOFT)
        .text(c.label.toUpperCase(), xs[i]! + padding, y, {
          width: c.width * total - 2 * padding,
          align: c.align,
          characterSpacing: 0.5,
        });
      under = Math.max(under, doc.y + 4);
    });
    doc.y = under;
    rule(doc, doc.y, INK);
    doc.y += 5;
  };
  header();
  for (const row of rows) {
    doc.font(SANS).fontSize(9);
    const height = Math.max(
      ...row.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width * total - 2 * padding })),
    );
    if (doc.y + height + 8 > bottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      header();
    }
    const y = doc.y;
    row.forEach((cell, i) =>
      doc
        .font(SANS)
        .fontSize(9)
        .fillColor(INK)
        .text(cell, xs[i]! + padding, y, { width: columns[i]!.width * total - 2 * padding, align: columns[i]!.align }),
    );
    doc.y = y + height + 4;
    rule(doc, doc.y);
    doc.y += 5;
  }
}
