import { useId, useState, type ChangeEvent } from 'react';
import { ArrowDown, ArrowUp, ImageUp, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';
import { MAX_PHOTOS } from '@/domain/catalogue/catalogue';
import { translatedLocales } from '@/domain/catalogue/translations';
import { describeLocale, languageNameIn, type Locale } from '@/domain/i18n/locales';
import { useUploadImage } from './catalogue-api';
import { imageFileProblem, type PerfumeFormValues } from './catalogue-format';

/** A photograph as the form holds it: its description, and the same in each other language ('' : the English shown). */
type FormPhoto = NonNullable<PerfumeFormValues['photos']>[number];

interface PhotosFieldProps {
  /** The photographs the form holds, in their order. */
  value: readonly FormPhoto[];
  onChange: (photos: FormPhoto[]) => void;
  /** The form's messages, by photograph (its description refused). */
  errors?: readonly (string | undefined)[];
  /** The form's messages, by photograph, about its description in another language. */
  translatedErrors?: readonly (Partial<Record<Locale, string>> | undefined)[];
  /** The whole list's message (too many, one listed twice). */
  error?: string;
  /** The perfume's name: a new photograph's description starts from it. */
  subject: string;
}

/**
 * A perfume's photographs (issue #51): uploaded from the disk (several at once), each described for those who
 * cannot see it, in English and in each other language beside it (left empty, the shop shows the English), moved
 * up or down (its descriptions with it), removed. The product page shows them in this order, the house's art after
 * them; saved with the rest of the form.
 */
export function PhotosField({ value, onChange, errors, translatedErrors, error, subject }: PhotosFieldProps) {
  const id = useId();
  const i18n = useI18n();
  const { t, tag } = i18n;
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const room = MAX_PHOTOS - value.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    setProblem(null);
    const added: FormPhoto[] = [];
    for (const file of files) {
      const refusal = imageFileProblem(file, i18n);
      if (refusal) {
        setProblem(refusal);
        continue;
      }
      try {
        const image = await upload.mutateAsync(file);
        if (!value.some((p) => p.src === image.imageSrc) && !added.some((p) => p.src === image.imageSrc))
          added.push({ src: image.imageSrc, alt: subject });
      } catch (err) {
        setProblem(errorMessage(err, t('The image could not be uploaded. Please try again.')));
      }
    }
    if (added.length) {
      onChange([...value, ...added]);
      setStatus(
        t('{count, plural, one {# photograph added} other {# photographs added}}: describe each one.', {
          count: added.length,
        }),
      );
    }
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
    setStatus(t('Photograph moved to place {place}.', { place: to + 1 }));
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">
        {t('Photographs')}
      </legend>
      <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-soft">
        {t(
          'Shown first on the perfume’s page, in this order, with the house’s art after them. PNG, JPEG or WebP, at most 5 MB each; at most 8.',
        )}
      </p>
      {value.length ? (
        <ol className="grid gap-3">
          {value.map((photo, i) => {
            const message = errors?.[i];
            return (
              <li
                key={photo.src}
                className="grid grid-cols-[4rem_minmax(0,1fr)] items-start gap-3 border border-line p-3"
              >
                <img src={photo.src} alt="" className="aspect-[4/5] w-16 bg-muted object-cover" />
                <div className="grid min-w-0 gap-2">
                  <label className="grid gap-1 text-sm">
                    <span className="text-xs text-ink-soft">
                      {t('Description of photograph {place}', { place: i + 1 })}
                    </span>
                    <input
                      type="text"
                      value={photo.alt}
                      maxLength={200}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${id}-${i}-error` : undefined}
                      onChange={(e) => onChange(value.map((p, j) => (j === i ? { ...p, alt: e.target.value } : p)))}
                      className="h-10 border border-line bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
                    />
                  </label>
                  {message ? (
                    <p id={`${id}-${i}-error`} className="text-[0.8125rem] text-danger">
                      {shownText(message, t)}
                    </p>
                  ) : null}
                  {translatedLocales.map((code) => {
                    const refused = translatedErrors?.[i]?.[code];
                    const field = `${id}-${i}-${code}`;
                    return (
                      <div key={code} className="grid gap-1">
                        <label className="grid gap-1 text-sm">
                          <span className="text-xs text-ink-soft">
                            {t('Description of photograph {place} ({language})', {
                              place: i + 1,
                              language: languageNameIn(code, tag),
                            })}
                          </span>
                          <input
                            type="text"
                            value={photo.translations?.[code]?.alt ?? ''}
                            maxLength={200}
                            lang={describeLocale(code).tag}
                            placeholder={photo.alt}
                            aria-invalid={refused ? true : undefined}
                            aria-describedby={refused ? `${field}-error` : `${field}-hint`}
                            onChange={(e) =>
                              onChange(
                                value.map((p, j) =>
                                  j === i
                                    ? {
                                        ...p,
                                        translations: {
                                          ...p.translations,
                                          [code]: { ...p.translations?.[code], alt: e.target.value },
                                        },
                                      }
                                    : p,
                                ),
                              )
                            }
                            className="h-10 border border-line bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
                          />
                        </label>
                        {refused ? (
                          <p id={`${field}-error`} className="text-[0.8125rem] text-danger">
                            {shownText(refused, t)}
                          </p>
                        ) : (
                          <p id={`${field}-hint`} className="text-xs text-ink-soft">
                            {t('Left empty, the shop shows the English.')}
                          </p>
                        )}
                      </div>
                    );
                  })}
                  <div className="flex flex-wrap gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      aria-label={t('Move photograph {place} up', { place: i + 1 })}
                    >
                      <ArrowUp aria-hidden="true" className="size-3.5" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={i === value.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={t('Move photograph {place} down', { place: i + 1 })}
                    >
                      <ArrowDown aria-hidden="true" className="size-3.5" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        onChange(value.filter((_, j) => j !== i));
                        setStatus(t('Photograph {place} removed.', { place: i + 1 }));
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-3.5" />
                      {t('Remove photograph {place}', { place: i + 1 })}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-ink-soft">{t('No photographs yet: the page shows the house’s art.')}</p>
      )}
      {room > 0 ? (
        <span className="relative inline-flex justify-self-start">
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => void onFiles(e)}
            disabled={upload.isPending}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-wait"
          />
          <label
            htmlFor={`${id}-files`}
            className={buttonClasses(
              'outline',
              'sm',
              'pointer-events-none peer-hover:bg-ink peer-hover:text-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            )}
          >
            {upload.isPending ? <Spinner /> : <ImageUp aria-hidden="true" className="size-3.5" strokeWidth={1.75} />}
            {t('Add photographs')}
          </label>
        </span>
      ) : null}
      <p role="status" className="text-[0.8125rem] text-ink-soft">
        {upload.isPending ? t('Uploading…') : status}
      </p>
      {problem || error ? (
        <p role={problem ? 'alert' : undefined} className="text-[0.8125rem] text-danger">
          {problem ?? error}
        </p>
      ) : null}
    </fieldset>
  );
}
