import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useI18n } from '@/client/lib/i18n';
import type { GalleryImage } from './product-gallery';

/**
 * The larger view of the product page's pictures (issue #51): a dialog with the picture at its full size (as large
 * as the screen allows), the previous and next pictures by buttons, the arrow keys or a tap on either side; Esc,
 * the close button or a tap outside closes it and gives the focus back to the picture that opened it.
 */
export default function ZoomDialog({
  images,
  index,
  onIndex,
  onClose,
  name,
}: {
  images: readonly GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  name: string;
}) {
  const { t } = useI18n();
  const image = images[index] ?? images[0]!;
  const many = images.length > 1;
  const go = (step: number) => onIndex((index + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!many) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const arrow =
    'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-ink hover:bg-background focus-visible:outline-2 focus-visible:outline-ring';

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[rgb(20_17_14/0.8)] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none sm:p-10"
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <Dialog.Title className="sr-only">{t('{name}: larger view', { name })}</Dialog.Title>
          <figure className="relative flex max-h-full max-w-full flex-col items-center">
            <img
              src={image.src}
              alt={image.alt}
              className="max-h-[calc(100dvh-7rem)] max-w-full bg-muted object-contain"
            />
            <figcaption className="mt-3 text-center text-sm text-white/85">
              {many
                ? t('{description} ({position} of {count})', {
                    description: image.alt,
                    position: index + 1,
                    count: images.length,
                  })
                : image.alt}
            </figcaption>
          </figure>
          {many ? (
            <>
              <button type="button" className={`${arrow} left-3 sm:left-6`} onClick={() => go(-1)}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                <span className="sr-only">{t('Previous picture')}</span>
              </button>
              <button type="button" className={`${arrow} right-3 sm:right-6`} onClick={() => go(1)}>
                <ChevronRight aria-hidden="true" className="size-5" />
                <span className="sr-only">{t('Next picture')}</span>
              </button>
            </>
          ) : null}
          <Dialog.Close
            className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-background/90 text-ink hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={t('Close the larger view')}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
