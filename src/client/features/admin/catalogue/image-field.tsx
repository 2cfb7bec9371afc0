import { useId, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import { ImageUp, RotateCcw } from 'lucide-react';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import { useI18n } from '@/client/lib/i18n';
import { useUploadImage } from './catalogue-api';
import { imageFileProblem } from './catalogue-format';

interface ImageFieldProps {
  label: string;
  /** The image the form holds now ('' for none yet). */
  value: string;
  /** The image saved before this edit ('' for a new item): "Keep current image" goes back to it. */
  saved: string;
  onChange: (imageSrc: string) => void;
  /** The form's message for the image (required, refused by the server). */
  error?: string;
  /** What the preview shows, for screen readers ("Oud Fumé"). */
  subject: string;
  shape?: 'portrait' | 'square';
  /** The file input (react-hook-form focuses it when the image is missing). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An image chosen from the disk (or dropped on the preview), checked, uploaded at once and shown;
 * the form keeps its address. The file input itself takes the keyboard focus (its visible face is
 * the "Upload image" button), so it is reachable and named like any field.
 */
export function ImageField({
  label,
  value,
  saved,
  onChange,
  error,
  subject,
  shape = 'portrait',
  ref,
}: ImageFieldProps) {
  const id = useId();
  const i18n = useI18n();
  const { t } = i18n;
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ width: number; height: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  // An upload's refusal is news (an alert); the form's own message shows on submit, under the field.
  const message = problem ?? (error && !value ? t('An image is required: upload one.') : error);

  const send = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const refusal = imageFileProblem(file, i18n);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        setUploaded({ width: image.width, height: image.height });
        onChange(image.imageSrc);
      },
      onError: (err) => setProblem(errorMessage(err, t('The image could not be uploaded. Please try again.'))),
    });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    send(event.target.files?.[0]);
    // The same file may be chosen again after a failure.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  const changed = value !== saved;
  const describedBy = [`${id}-hint`, `${id}-status`, message ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="grid gap-3" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="mb-2 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">{label}</legend>
      <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-start gap-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-5">
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'relative flex items-center justify-center overflow-hidden border bg-muted',
            shape === 'portrait' ? 'aspect-[4/5]' : 'aspect-square',
            dragging ? 'border-accent border-dashed' : message ? 'border-danger' : 'border-line',
          )}
        >
          {value ? (
            <img
              src={value}
              alt={
                subject
                  ? t(changed ? 'New image of {subject}' : 'Current image of {subject}', { subject })
                  : t(changed ? 'New image of this item' : 'Current image of this item')
              }
              className="size-full object-cover"
            />
          ) : (
            <span className="px-3 text-center text-xs text-ink-soft">{t('No image yet')}</span>
          )}
          {upload.isPending ? (
            <span className="absolute inset-0 flex items-center justify-center bg-surface/80">
              <Spinner />
            </span>
          ) : null}
        </div>

        <div className="grid min-w-0 content-start gap-3">
          <div className="flex flex-wrap gap-2">
            <span className="relative inline-flex">
              <input
                ref={ref}
                id={`${id}-file`}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={onFile}
                disabled={upload.isPending}
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-wait"
              />
              <label
                htmlFor={`${id}-file`}
                className={buttonClasses(
                  'outline',
                  'sm',
                  'pointer-events-none peer-hover:bg-ink peer-hover:text-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                <ImageUp aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
                {value ? t('Replace image') : t('Upload image')}
              </label>
            </span>
            {changed && saved ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setProblem(null);
                  setUploaded(null);
                  onChange(saved);
                }}
              >
                <RotateCcw aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
                {t('Keep current image')}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-soft">
            {shape === 'portrait'
              ? t('PNG, JPEG or WebP, at most 5 MB; shown at 4:5. Or drop a file on the preview.')
              : t('PNG, JPEG or WebP, at most 5 MB; shown square. Or drop a file on the preview.')}
          </p>
          <p id={`${id}-status`} role="status" className="text-[0.8125rem] text-ink-soft">
            {upload.isPending
              ? t('Uploading…')
              : changed && value && uploaded
                ? t('New image uploaded ({width} × {height}). It replaces the current one when you save.', {
                    width: uploaded.width,
                    height: uploaded.height,
                  })
                : ''}
          </p>
          {message ? (
            <p id={`${id}-error`} role={problem ? 'alert' : undefined} className="text-[0.8125rem] text-danger">
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
