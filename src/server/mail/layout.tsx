import { createElement, type CSSProperties, Fragment, type ReactNode } from 'react';
import type { Translator } from '../../domain/i18n/translator';
import { englishMail, tagged } from './render';

/*
 * The shop's mails in the house's look, as mail clients render them: tables and inline styles,
 * system fonts behind the serif (no web font is needed), one accent colour. React escapes every
 * word it is given: no component here writes markup from a string.
 */

export const INK = '#1c1917';
export const SOFT = '#5f574d';
export const ACCENT = '#7a5f36';
export const LINE = '#e2d9ca';
export const PAPER = '#f8f5f0';
const SURFACE = '#fdfbf8';
export const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";
export const MONO = 'Menlo,Consolas,monospace';

/** A layout table: no padding, no spacing, read as presentation by screen readers. */
export function Table({ style, children, ...rest }: { style?: CSSProperties; children: ReactNode; width?: string }) {
  return (
    <table role="presentation" {...rest} cellPadding="0" cellSpacing="0" style={style}>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The frame every mail shares: the house's name, a heading, the body, and a quiet footer, in `tr`'s language. */
export function MailLayout({
  title,
  preheader,
  tr = englishMail(),
  footer,
  signed = true,
  children,
}: {
  title: string;
  preheader: string;
  /** The reader's language (the order's); English when absent. */
  tr?: Translator;
  /** The quiet words under the frame, when not the house's usual ones (a marketing mail's unsubscribe link). */
  footer?: ReactNode;
  /** Closed by a person of the house's signature (the default); the house's own alerts to its staff are not. */
  signed?: boolean;
  children: ReactNode;
}) {
  return (
    <html lang={tr.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: '0',
          padding: '0',
          background: PAPER,
          color: INK,
          fontFamily: SANS,
          // Lining figures everywhere: the serif's old-style ones make "Order #1" read "Order #I" (issue #51).
          fontVariantNumeric: 'lining-nums',
        }}
      >
        <span style={{ display: 'none', maxHeight: '0', overflow: 'hidden', opacity: '0' }}>{preheader}</span>
        <Table width="100%" style={{ background: PAPER }}>
          <tr>
            <td align="center" style={{ padding: '32px 12px' }}>
              <Table width="100%" style={{ maxWidth: '600px', background: SURFACE, border: `1px solid ${LINE}` }}>
                <tr>
                  <td
                    style={{
                      padding: '32px 32px 8px',
                      textAlign: 'center',
                      fontFamily: SERIF,
                      fontSize: '28px',
                      fontWeight: 500,
                      letterSpacing: '0.01em',
                      color: INK,
                    }}
                  >
                    <Wordmark />
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '0 32px' }}>
                    <div style={{ height: '1px', background: LINE }}></div>
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      padding: '28px 32px 0',
                      fontFamily: SERIF,
                      fontVariantNumeric: 'lining-nums',
                      fontSize: '28px',
                      lineHeight: '1.2',
                      color: INK,
                    }}
                  >
                    {title}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '12px 32px 32px', fontSize: '15px', lineHeight: '1.6', color: INK }}>
                    {children}
                    {signed ? <Signature tr={tr} /> : null}
                  </td>
                </tr>
              </Table>
              <p style={{ margin: '20px 0 0', fontSize: '12px', color: SOFT }}>
                {footer ??
                  tr.t(
                    'Maison Lumière · Perfumes made to be worn · This message was sent because of an order or a request on our shop.',
                  )}
              </p>
              <HouseDetailsSlot tr={tr} />
            </td>
          </tr>
        </Table>
      </body>
    </html>
  );
}

/**
 * Where the house's address and contact go, in `tr`'s language: left empty here, filled with the owner's settings
 * when the mail is written (house-details.ts `withHouse`, called by MailService.enqueue), so every mail has them.
 */
function HouseDetailsSlot({ tr }: { tr: Translator }) {
  return <p data-house-details={tr.locale}></p>;
}

/** The soft accent of the wordmark's lozenge, as the site's header draws it. */
const ACCENT_SOFT = '#b99868';

/**
 * The house's wordmark as the site's header draws it: a small lozenge in the soft accent, then "Maison
 * Lumière" in the serif. The lozenge is a character (◆), which every mail client draws; a turned square
 * would need CSS transforms, which many do not.
 */
function Wordmark() {
  return (
    <>
      <span style={{ color: ACCENT_SOFT, fontSize: '11px', verticalAlign: '4px', paddingRight: '8px' }}>◆</span>
      Maison Lumière
    </>
  );
}

/** A person's signature under the body: their name in the serif's italic, their role in the house. */
function Signature({ tr }: { tr: Translator }) {
  return (
    <p style={{ margin: '28px 0 0' }}>
      {tr.t('With our thanks,')}
      <br />
      <span style={{ fontFamily: SERIF, fontStyle: 'italic', fontSize: '22px', lineHeight: '1.4', color: INK }}>
        {tr.t('Claire Vasseur')}
      </span>
      <br />
      <span style={{ fontSize: '13px', color: SOFT }}>{tr.t('Client relations, Maison Lumière')}</span>
    </p>
  );
}

/** `at`: the space above, in pixels (none for the body's first paragraph). */
const above = (at: number | undefined) => (at ? `${at}px 0 0` : '0');

/** A paragraph of the body. */
export function P({ at, style, children }: { at?: number; style?: CSSProperties; children: ReactNode }) {
  return <p style={{ margin: above(at), ...style }}>{children}</p>;
}

/** The small print under a mail's button. */
export function Small({ at, children }: { at?: number; children: ReactNode }) {
  return (
    <P at={at} style={{ fontSize: '13px', color: SOFT }}>
      {children}
    </P>
  );
}

/** The mail's one call to action. */
export function Button({ href, children }: { href: string; children: string }) {
  return (
    <Table style={{ margin: '24px 0' }}>
      <tr>
        <td style={{ background: INK }}>
          <a
            href={href}
            style={{
              display: 'inline-block',
              padding: '12px 24px',
              color: PAPER,
              textDecoration: 'none',
              fontSize: '14px',
              letterSpacing: '0.04em',
            }}
          >
            {children}
          </a>
        </td>
      </tr>
    </Table>
  );
}

/** A link in the accent colour. */
export function A({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: ACCENT }}>
      {children}
    </a>
  );
}

/** A small capitals heading in the accent colour ("Shipping to"). */
export function Label({ children }: { children: string }) {
  return (
    <span style={{ fontSize: '12px', letterSpacing: '0.08em', textTransform: 'uppercase', color: ACCENT }}>
      {children}
    </span>
  );
}

/** A labelled block: the label, then its lines. */
export function Labelled({ label, lines }: { label: string; lines: readonly string[] }) {
  return (
    <P at={20}>
      <Label>{label}</Label>
      <br />
      <Lines lines={lines} />
    </P>
  );
}

/** Lines of text, a line break apart (an address, a message with its line breaks). */
export function Lines({ lines }: { lines: readonly string[] }) {
  return createElement(Fragment, null, ...lines.flatMap((line, i) => (i === 0 ? [line] : [<br />, line])));
}

/** A sentence of the catalogue whose slots hold elements (`<strong>`). */
export function Rich({ parts }: { parts: readonly ReactNode[] }) {
  return createElement(Fragment, null, ...parts);
}

/**
 * A catalogue message with its emphasised parts (`We have received your payment of <b>{total}</b>…`), translated:
 * each tag's words become the element `as` makes of them (`<strong>` by default); the text part says them plainly
 * (`untagged`, render.ts).
 */
export function Tagged({
  message,
  as = (words) => <strong>{words}</strong>,
}: {
  message: string;
  as?: (words: string, tag: string) => ReactNode;
}) {
  return createElement(Fragment, null, ...tagged(message).map((p) => (p.tag ? as(p.words, p.tag) : p.words)));
}

/** A bulleted list. */
export function Bullets({ items, at = 16 }: { items: readonly ReactNode[]; at?: number }) {
  return createElement(
    'ul',
    { style: { margin: above(at), paddingLeft: '20px' } },
    ...items.map((item) => <li>{item}</li>),
  );
}

/** What a person wrote, set apart and kept as written (its line breaks too). */
export function Quote({ at = 16, children }: { at?: number; children: string }) {
  return (
    <div
      style={{
        margin: above(at),
        padding: '16px 20px',
        borderLeft: `2px solid ${ACCENT}`,
        background: PAPER,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {children}
    </div>
  );
}
