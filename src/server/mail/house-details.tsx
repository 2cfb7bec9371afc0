import { renderToStaticMarkup } from 'react-dom/server';
import type { Translator } from '../../domain/i18n/translator';
import { isLocale } from '../../domain/i18n/locales';
import { type House, telHref } from '../../domain/settings/house';
import { sharedLanguages } from '../i18n/languages';
import { SOFT, Tagged } from './layout';

/*
 * The house's address and contact under every mail, as the contact page shows them: the owner's settings, read
 * when the mail is written (MailService.enqueue), so a change shows in the next mail. The layout leaves their place
 * (layout.tsx's `HouseDetailsSlot`, naming its reader's language); the outbox fills it (`withHouse`), once, for every mail.
 */

/** The empty paragraph the layout leaves, naming the reader's language: `<p data-house-details="fr"></p>`. */
const SLOT = /<p data-house-details="([A-Za-z-]*)"><\/p>/;

/** How to reach the house, in `tr`'s language: its e-mail and, when it gives one, its phone (`<email>`, `<phone>`). */
const reachUs = (house: House, tr: Translator): string =>
  house.phone
    ? tr.t('Write to us at <email>{email}</email> or call us on <phone>{phone}</phone>.', {
        email: house.email,
        phone: house.phone,
      })
    : tr.t('Write to us at <email>{email}</email>.', { email: house.email });

/** The house's name and address on a line, then how to reach it; its links in the footer's quiet colour. */
function HouseDetails({ house, tr }: { house: House; tr: Translator }) {
  const link = { color: SOFT, textDecoration: 'underline' };
  return (
    <p
      style={{
        margin: '8px 0 0',
        fontSize: '12px',
        lineHeight: '1.6',
        color: SOFT,
        fontVariantNumeric: 'lining-nums tabular-nums',
      }}
    >
      {[house.name, ...house.address].filter(Boolean).join(', ')}
      <br />
      <Tagged
        message={reachUs(house, tr)}
        as={(words, tag) =>
          tag === 'phone' ? (
            <a href={telHref(house.phone)} style={{ ...link, whiteSpace: 'nowrap' }}>
              {words}
            </a>
          ) : (
            <a href={`mailto:${house.email}`} style={link}>
              {words}
            </a>
          )
        }
      />
    </p>
  );
}

/**
 * A mail's text with the house's details after it, in the language its HTML's place for them names (`withHouse`'s
 * place, before it is filled): the name and address on a line, then how to reach the house, without links.
 */
export function withHouseText(text: string, html: string, house: House | undefined): string {
  const slot = SLOT.exec(html);
  if (!slot || !house) return text;
  const tr = sharedLanguages().translator(isLocale(slot[1]) ? slot[1] : undefined);
  const place = [house.name, ...house.address].filter(Boolean).join(', ');
  return `${text}\n\n${place}\n${reachUs(house, tr).replace(/<\/?(?:email|phone)>/g, '')}`;
}

/**
 * A mail's HTML with the house's details in the place its layout left for them (in the language it names); without
 * the details (a store without settings), the place is taken away. A mail without the place is unchanged.
 */
export function withHouse(html: string, house: House | undefined): string {
  const slot = SLOT.exec(html);
  if (!slot) return html;
  if (!house) return html.replace(SLOT, '');
  const locale = slot[1];
  const tr = sharedLanguages().translator(isLocale(locale) ? locale : undefined);
  const details = renderToStaticMarkup(<HouseDetails house={house} tr={tr} />).replaceAll('&#x27;', '&#39;');
  return html.replace(SLOT, () => details);
}
