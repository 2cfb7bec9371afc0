import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Bookmark, BookmarkCheck, CircleAlert } from 'lucide-react';
import type { NewCreation } from '@/domain/creations/schemas';
import { PendingButton } from '@/client/components/form/pending-button';
import { buttonClasses } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { errorMessage, isApiError } from '@/client/lib/api';
import { CREATIONS_HREF, useSaveCreation } from '@/client/lib/creations';
import { loginHref } from '@/client/lib/return-path';
import { Rich, useI18n } from '@/client/lib/i18n';
import { useCurrentUser } from '@/client/lib/use-auth';
import { cn } from '@/client/lib/utils';
import type { Translator } from '@/domain/i18n/translator';

interface SaveCreationProps {
  /** The design as POST /api/user/creations takes it; undefined while it cannot be saved. */
  creation: NewCreation | undefined;
  /** Why it cannot be saved as it is (e.g. the name is blank): shown on click instead of saving. */
  invalid?: string;
  /** Called when a click met `invalid` (e.g. to focus the name field). */
  onInvalid?: () => void;
  disabled?: boolean;
  /** `button` beside a builder's Add to Cart; `inline` as a small action on a cart line. */
  look?: 'button' | 'inline';
  className?: string;
}

const failure = (err: unknown, t: Translator['t']) =>
  isApiError(err, 401)
    ? t('Your session has ended. Please sign in again to save your creations.')
    : errorMessage(err, t('Your creation could not be saved. Please try again.'));

/**
 * "Save to my creations": keeps a lifestyle result or a bespoke design in the signed-in shopper's
 * account (the server checks and prices it). Signed out, it leads to sign-in and back here.
 * Once saved it says so, until the design on screen changes.
 */
export function SaveCreation({
  creation,
  invalid,
  onInvalid,
  disabled,
  look = 'button',
  className,
}: SaveCreationProps) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const save = useSaveCreation();
  // What was saved (or refused) last, so a changed name or formula can be saved again.
  const key = creation ? JSON.stringify(creation) : '';
  const [saved, setSaved] = useState<string>();
  const [refused, setRefused] = useState<{ key: string; message: string }>();
  const inline = look === 'inline';
  // Long words in capitals: in a narrow column they wrap instead of running out of it.
  const wraps = 'h-auto min-h-12 max-w-full py-3 text-center whitespace-normal';
  const errorId = useId();

  if (!user.data) {
    if (inline) return null;
    const here = `${location.pathname}${location.search}`;
    return (
      <Link
        to={loginHref(here)}
        aria-disabled={user.isPending || undefined}
        className={buttonClasses(
          'outline',
          'lg',
          cn(wraps, user.isPending && 'pointer-events-none opacity-55', className),
        )}
      >
        <Bookmark aria-hidden="true" className="size-4" />
        {t('Sign in to save your creations')}
      </Link>
    );
  }

  const onSave = async () => {
    if (invalid) {
      setRefused({ key, message: invalid });
      onInvalid?.();
      return;
    }
    if (!creation) return;
    setRefused(undefined);
    try {
      await save.mutateAsync(creation);
      setSaved(key);
      toast({
        variant: 'success',
        title: t('Saved to My creations'),
        description: t('“{name}” is kept in your account, ready to order again.', { name: creation.name }),
        link: { label: t('View My creations'), href: CREATIONS_HREF, navigate: (href) => void navigate(href) },
      });
    } catch (err) {
      setRefused({ key, message: failure(err, t) });
    }
  };

  const isSaved = saved !== undefined && saved === key;
  const message = refused && refused.key === key ? refused.message : undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', inline ? 'items-start' : 'items-stretch sm:items-end', className)}>
      <div role="status" className={cn(!isSaved && 'sr-only')}>
        {isSaved ? (
          <p className={cn('flex items-center gap-1.5 text-ink', inline ? 'text-[0.8125rem]' : 'text-sm')}>
            <BookmarkCheck aria-hidden="true" className="size-4 shrink-0 text-success" strokeWidth={1.75} />
            <span>
              <Rich
                message="Saved to <link>My creations</link>"
                tags={{
                  link: (words) => (
                    <Link
                      to={CREATIONS_HREF}
                      className="underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
                    >
                      {words}
                    </Link>
                  ),
                }}
              />
            </span>
          </p>
        ) : null}
      </div>
      {isSaved ? null : (
        <PendingButton
          variant={inline ? 'link' : 'outline'}
          size={inline ? 'inline' : 'lg'}
          pending={save.isPending}
          pendingLabel={t('Saving…')}
          disabled={disabled || save.isPending || (!creation && !invalid)}
          aria-describedby={message ? errorId : undefined}
          onClick={() => void onSave()}
          className={inline ? 'text-[0.8125rem]' : wraps}
          icon={inline ? null : <Bookmark aria-hidden="true" className="size-4" />}
        >
          {t('Save to my creations')}
        </PendingButton>
      )}
      {message ? (
        <p
          id={errorId}
          role="alert"
          className={cn(
            'flex items-start gap-1.5 text-danger',
            inline ? 'text-[0.8125rem]' : 'max-w-sm text-sm sm:text-right',
          )}
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} />
          {message}
        </p>
      ) : null}
    </div>
  );
}
