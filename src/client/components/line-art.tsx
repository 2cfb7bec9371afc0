import { isGiftCardLine } from '@/domain/cart/lines';
import { BottleMark } from '@/client/components/ui/bottle-mark';
import { GiftCardMark } from '@/client/components/ui/gift-card-mark';
import { useArtworkSrc } from '@/client/lib/artwork';
import { cn } from '@/client/lib/utils';

/*
 * Kept apart from ./line-info on purpose: the header popover draws these bottles, and must not
 * pull in the bespoke rules (and zod with them) that the cart page's descriptions need.
 */

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** What a line needs to be drawn: a cart line (CartItem) and an order line both are one. */
interface DrawnLine {
  name: string;
  isCustom: boolean;
  customDetails: Record<string, unknown> | null;
  /** The catalogue perfume, attached on the client, when there is one. */
  perfume?: { imageSrc: string };
}

const familyLiquid: Record<string, string> = {
  Floral: '#d7a1a3',
  Woody: '#9a6a3f',
  Fresh: '#9ec4b8',
  Oriental: '#b87632',
};

const typeLiquid: Record<string, string> = {
  parfum: '#8e5a2b',
  'eau-de-parfum': '#b98540',
  'eau-de-toilette': '#d2b36c',
  'eau-de-cologne': '#c9d5ad',
};

/** The juice colour of a custom bottle: by scent family (lifestyle) or strength (bespoke). */
export function customLiquid(item: Pick<DrawnLine, 'customDetails'>): string | undefined {
  const d = item.customDetails;
  return familyLiquid[str(d?.scentFamily)] ?? typeLiquid[str(d?.perfumeType)];
}

/** Up to two initials for the label of a custom bottle. */
export function monogram(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, '').charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return letters.toUpperCase() || 'ML';
}

/** The picture of a cart or order line: the catalogue artwork, a drawn gift card, or a drawn bottle for a creation. */
export function LineArt({ item, className }: { item: DrawnLine; className?: string }) {
  const frame = cn('aspect-[4/5] shrink-0 overflow-hidden bg-muted', className);
  const artworkSrc = useArtworkSrc(item.perfume?.imageSrc ?? '');
  if (isGiftCardLine(item)) return <GiftCardMark className={frame} />;
  if (item.perfume) {
    return (
      <div className={frame}>
        <img
          src={artworkSrc}
          alt=""
          width={80}
          height={100}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
    );
  }
  if (item.isCustom) {
    return <BottleMark liquid={customLiquid(item)} monogram={monogram(item.name)} className={frame} />;
  }
  // A catalogue line whose perfume has not arrived yet.
  return <div aria-hidden="true" className={frame} />;
}
