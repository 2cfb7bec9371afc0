import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Expand } from 'lucide-react';
import { cn } from '@/client/lib/utils';
import { useI18n } from '@/client/lib/i18n';

/** The larger view: its code (the dialog's) loads when a shopper first asks for it. */
const ZoomDialog = lazy(() => import('./zoom-dialog'));

/** One picture of the gallery: where it is served and what it shows. */
export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * The product page's pictures (issue #51): the chosen one large, the others as thumbnails below it, each a button
 * named by its picture's description. The thumbnails are one stop of the keyboard: the arrow keys (and Home, End)
 * move between them and show each; the large picture is a button that opens the larger view (Esc closes it).
 * One picture alone shows no thumbnails.
 */
export function ProductGallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const main = useRef<HTMLButtonElement>(null);
  // The larger view closed: the focus goes back to the picture that opened it.
  const wasZoomed = useRef(false);
  useEffect(() => {
    if (wasZoomed.current && !zoomed) main.current?.focus();
    wasZoomed.current = zoomed;
  }, [zoomed]);
  const current = images[Math.min(index, images.length - 1)]!;

  const show = (next: number) => {
    const at = (next + images.length) % images.length;
    setIndex(at);
    thumbs.current[at]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  return (
    // On a desktop the thumbnails stand in a column beside the picture, so the whole gallery fits the screen.
    <div className={cn('grid gap-3', images.length > 1 && 'lg:grid-cols-[4.5rem_minmax(0,1fr)]')}>
      <button
        ref={main}
        type="button"
        className="group relative block aspect-[4/5] w-full cursor-zoom-in overflow-hidden bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={t('Enlarge: {description}', { description: current.alt })}
        aria-haspopup="dialog"
        onClick={() => setZoomed(true)}
      >
        <img
          src={current.src}
          alt={current.alt}
          width={400}
          height={500}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="size-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-background/85 text-ink opacity-80 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <Expand className="size-4" strokeWidth={1.5} />
        </span>
      </button>

      {images.length > 1 ? (
        <div
          role="group"
          aria-label={t('Pictures of {name}', { name })}
          className="grid grid-cols-5 gap-2 lg:order-first lg:grid-cols-1 lg:content-start"
          onKeyDown={onKeyDown}
        >
          {images.map((image, i) => (
            <button
              key={image.src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              tabIndex={i === index ? 0 : -1}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              className={cn(
                'aspect-[4/5] overflow-hidden border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                i === index ? 'border-ink' : 'border-transparent opacity-75 hover:opacity-100',
              )}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={80}
                height={100}
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}

      {zoomed ? (
        <Suspense fallback={null}>
          <ZoomDialog images={images} index={index} onIndex={setIndex} onClose={() => setZoomed(false)} name={name} />
        </Suspense>
      ) : null}
    </div>
  );
}
