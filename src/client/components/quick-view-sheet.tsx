import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { volumeLabel } from '@/domain/catalogue/sizes';
import { FragranceNotes } from '@/client/components/fragrance-notes';
import { LoadError } from '@/client/components/query-section';
import { SizePicker } from '@/client/components/size-picker';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { QuantityInput } from '@/client/components/ui/quantity-input';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/client/components/ui/sheet';
import { Skeleton } from '@/client/components/ui/skeleton';
import { isApiError } from '@/client/lib/api';
import { useArtworkSrc } from '@/client/lib/artwork';
import { perfumeQuery, perfumesQuery } from '@/client/lib/catalogue-queries';
import { usePrice } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { useAddBottle, useSizeChoice, useSizesLeft } from '@/client/lib/use-buy-bottle';
import { paths } from '@/domain/pages/paths';

interface QuickViewSheetProps {
  /** The perfume shown (the last one while the sheet slides out). */
  id: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The quick view (loaded by ./quick-view.tsx on first use): a perfume's bottle, badges, notes,
 * description, sizes and Add to Cart in a sheet, named by the perfume. A full-screen panel on a
 * phone, the bottle beside the details from 768 px. Focus moves into it on open and goes back to
 * the card's Quick View button on close (Escape, the close button, Back).
 */
export default function QuickViewSheet({ id, open, onClose }: QuickViewSheetProps) {
  const { t } = useI18n();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <SheetContent
        ref={content}
        closeLabel={t('Close quick view')}
        data-testid="quick-view"
        className="w-full border-l-0 p-0 sm:w-[min(56rem,94vw)] sm:border-l"
        // The sheet itself takes the focus, so its name and description are read first; Tab goes on from there.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // The card's button, found by its perfume: the one pressed, or the card of a quick view reached by a link.
          const trigger = document.querySelector<HTMLElement>(`[data-quick-view="${id}"]`);
          if (!trigger) return;
          event.preventDefault();
          trigger.focus();
        }}
      >
        <QuickViewBody id={id} />
      </SheetContent>
    </Sheet>
  );
}

/**
 * The catalogue list holds every perfume on sale with all the sheet shows: the perfume's own answer
 * is asked for only when the list has no such perfume (an address naming one it lacks) or failed.
 */
function QuickViewBody({ id }: { id: number }) {
  const { t } = useI18n();
  const list = useQuery(perfumesQuery());
  const listed = list.data?.find((p) => p.id === id);
  const single = useQuery({ ...perfumeQuery(id), enabled: list.isError || (list.isSuccess && !listed) });
  const perfume = listed ?? single.data;

  if (perfume) return <QuickViewDetails key={perfume.id} perfume={perfume} />;
  if (isApiError(single.error, 404)) {
    return (
      <div className="flex-1 overflow-y-auto px-5 py-8 sm:px-8">
        <SheetTitle className="pr-12">{t('Product Not Found')}</SheetTitle>
        <SheetDescription className="mt-4 max-w-md text-[0.9375rem]">
          {t('The perfume you are looking for does not exist or has been removed.')}
        </SheetDescription>
        <SheetClose className={buttonStyle('outline', 'md', 'mt-8')}>{t('Close')}</SheetClose>
      </div>
    );
  }
  if (single.isError) {
    return (
      <div className="flex-1 overflow-y-auto px-5 py-8 sm:px-8">
        <SheetTitle className="pr-12">{t('Quick View')}</SheetTitle>
        <SheetDescription className="sr-only">{t('This fragrance could not be loaded.')}</SheetDescription>
        <LoadError
          title={t('This fragrance could not be loaded')}
          className="mt-6"
          onRetry={() => {
            if (list.isError) void list.refetch();
            void single.refetch();
          }}
        />
      </div>
    );
  }
  return <QuickViewSkeleton />;
}

function QuickViewSkeleton() {
  const { t } = useI18n();
  return (
    <div className="flex-1 overflow-y-auto" aria-busy="true">
      <SheetTitle className="sr-only">{t('Quick View')}</SheetTitle>
      <SheetDescription className="sr-only">{t('Loading fragrance…')}</SheetDescription>
      <p role="status" className="sr-only">
        {t('Loading fragrance…')}
      </p>
      <div className="grid md:grid-cols-[minmax(0,4fr)_minmax(0,6fr)]">
        <Skeleton className="hidden min-h-dvh md:block" />
        <div className="flex flex-col gap-4 px-5 pt-6 pb-8 sm:px-8 sm:pt-8">
          <div className="flex gap-4 pr-12">
            <Skeleton className="aspect-[4/5] w-28 shrink-0 md:hidden" />
            <div className="flex flex-1 flex-col gap-3">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-3/4" />
            </div>
          </div>
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </div>
    </div>
  );
}

function QuickViewDetails({ perfume }: { perfume: Perfume }) {
  const { t } = useI18n();
  // In the currency the catalogue answered it in (the shopper's market's).
  const price = usePrice(perfume.currency);
  const { sizes, size, setVolume, soldOut, sizeSoldOut } = useSizeChoice(perfume);
  const left = useSizesLeft(perfume.id);
  const [quantity, setQuantity] = useState(1);
  const { adding, add } = useAddBottle(perfume);
  const noteId = useId();
  const bottle = t('{name} perfume bottle', { name: perfume.name });
  const imageSrc = useArtworkSrc(perfume.imageSrc);

  return (
    <div className="flex-1 overflow-y-auto overscroll-contain">
      <div className="grid min-h-full md:grid-cols-[minmax(0,4fr)_minmax(0,6fr)]">
        {/* From 768 px the bottle stands beside the details, framed, and stays in view while they scroll. */}
        <div className="hidden bg-muted md:block">
          <div className="sticky top-0 flex h-dvh items-center justify-center p-6 lg:p-8">
            <img
              src={imageSrc}
              alt={bottle}
              width={400}
              height={500}
              className="aspect-[4/5] max-h-full w-full object-cover shadow-[0_24px_48px_-28px_rgb(20_17_14/0.45)]"
            />
          </div>
        </div>

        <div className="flex min-w-0 flex-col px-5 pt-6 pb-10 sm:px-8 sm:pt-8">
          <div className="flex items-start gap-4 pr-12">
            {/* On a phone the bottle sits beside the name, so the sizes and Add to Cart stay near the top. */}
            <img
              src={imageSrc}
              alt={bottle}
              width={400}
              height={500}
              className="aspect-[4/5] w-28 shrink-0 bg-muted object-cover md:hidden"
            />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="eyebrow mr-1">{perfume.gender === 'female' ? t('For Her') : t('For Him')}</span>
                {perfume.isNew ? <span className={badgeStyle('accent')}>{t('NEW')}</span> : null}
                {perfume.isBestseller ? <span className={badgeStyle()}>{t('BESTSELLER')}</span> : null}
                {soldOut ? <span className={badgeStyle('danger')}>{t('SOLD OUT')}</span> : null}
              </div>
              <SheetTitle className="mt-3 text-4xl leading-[1.05] break-words sm:text-[2.75rem]">
                {perfume.name}
              </SheetTitle>
              <p className="mt-3 text-xl tabular-nums" data-testid="quick-view-price">
                {price(size.price)}
                <span className="ml-2 text-sm text-ink-soft">{volumeLabel(size.volume)}</span>
              </p>
            </div>
          </div>

          <SheetDescription className="mt-6 line-clamp-4 text-[0.9375rem] leading-relaxed">
            {perfume.description}
          </SheetDescription>

          <div className="mt-6">
            <FragranceNotes notes={perfume.notes} compact />
          </div>

          <SizePicker
            currency={perfume.currency}
            sizes={sizes}
            left={left}
            value={size.volume}
            onChange={setVolume}
            disabled={adding}
            className="mt-6"
          />

          <div className="mt-6 flex flex-wrap items-end gap-4 border-t border-line pt-6">
            <QuantityInput value={quantity} onChange={setQuantity} disabled={adding || sizeSoldOut} />
            <button
              type="button"
              className={buttonStyle('primary', 'md', 'min-w-48 flex-1')}
              disabled={adding || sizeSoldOut}
              aria-describedby={sizeSoldOut ? noteId : undefined}
              onClick={() => void add(size.volume, quantity)}
            >
              {adding ? t('ADDING TO CART...') : t('ADD TO CART')}
            </button>
          </div>
          {soldOut ? (
            <p id={noteId} className="mt-4 text-sm text-danger">
              {t('Sold out: this perfume cannot be ordered at the moment.')}
            </p>
          ) : sizeSoldOut ? (
            <p id={noteId} className="mt-4 text-sm text-danger">
              {t('Sold out in {volume}: choose another size, or ask to be told when it is back on its full page.', {
                volume: volumeLabel(size.volume),
              })}
            </p>
          ) : null}

          <Link
            to={paths.product(perfume.id)}
            className="group mt-8 inline-flex items-center gap-2 self-start border-b border-ink/40 pb-1 text-[0.6875rem] font-medium tracking-[0.22em] uppercase transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            {t('View full details')}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform duration-300 motion-safe:group-hover:translate-x-1"
            />
          </Link>
        </div>
      </div>
    </div>
  );
}
