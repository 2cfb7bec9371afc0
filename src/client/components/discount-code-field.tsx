import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { getCartSummary } from '@/domain/api/cart';
import { applyCartDiscount, removeCartDiscount } from '@/domain/api/promotions';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { call, errorMessage } from '@/client/lib/api';
import { useCartQuery } from '@/client/lib/cart-query';
import { Rich, useI18n } from '@/client/lib/i18n';

/**
 * "Add a code": one discount code per cart (docs/decisions/061-promotions.md). The server says
 * what it takes off (the summary's adjustments) or why it is refused, under the field; a code the
 * cart held that no longer applies is named with its reason. Every cart view re-prices after a change.
 */
export function DiscountCodeField() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const { key, guestId, userLoading, query } = useCartQuery();
  const hasLines = (query.data?.length ?? 0) > 0;
  const summary = useQuery({
    queryKey: [...key, 'summary'] as const,
    queryFn: ({ signal }) => call(getCartSummary, { query: { guestId } }, { signal }),
    enabled: hasLines && !userLoading,
  });
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | undefined>(undefined);
  const inputId = useId();
  const messageId = useId();
  const repriced = () => qc.invalidateQueries({ queryKey: key });

  const apply = useMutation({
    mutationFn: (text: string) => call(applyCartDiscount, { body: { guestId, code: text } }),
    onSuccess: () => {
      setMessage(undefined);
      setCode('');
      setOpen(false);
    },
    onError: (err) => setMessage(errorMessage(err, t('This code could not be applied. Please try again.'))),
    onSettled: repriced,
  });
  const remove = useMutation({
    mutationFn: () => call(removeCartDiscount, { query: { guestId } }),
    onSettled: repriced,
  });

  if (!hasLines) return null;
  const held = summary.data?.discountCode ?? null;
  const dropped = summary.data?.discountMessage ?? null;
  const shown = message ?? (held ? undefined : (dropped ?? undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = code.trim();
    if (!text) {
      setMessage(t('Enter a code.'));
      return;
    }
    apply.mutate(text);
  };

  return (
    <div className="mt-6 border-t border-line pt-5" data-testid="discount-code">
      {held ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>
            <Rich
              message="<label>Code</label> <code>{code}</code>"
              values={{ code: held.code }}
              tags={{
                label: (words) => <span className="text-ink-soft">{words}</span>,
                code: (words) => <span className="font-medium tracking-wide">{words}</span>,
              }}
            />
          </p>
          <Button
            variant="link"
            size="inline"
            className="text-xs"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={t('Remove code {code}', { code: held.code })}
          >
            {t('Remove')}
          </Button>
        </div>
      ) : (
        <>
          <Button
            variant="link"
            size="inline"
            className="text-xs"
            aria-expanded={open}
            aria-controls={inputId}
            onClick={() => setOpen((o) => !o)}
          >
            {t('Add a code')}
          </Button>
          {open ? (
            <form className="mt-3 flex gap-2" onSubmit={submit} noValidate>
              <label htmlFor={inputId} className="sr-only">
                {t('Discount code')}
              </label>
              <Input
                id={inputId}
                name="code"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={shown ? true : undefined}
                aria-describedby={shown ? messageId : undefined}
                placeholder={t('Discount code')}
                maxLength={64}
              />
              <Button type="submit" variant="outline" disabled={apply.isPending}>
                {t('Apply')}
              </Button>
            </form>
          ) : null}
        </>
      )}
      <p id={messageId} role="status" aria-live="polite" className="mt-2 text-xs text-danger empty:hidden">
        {shown ?? ''}
      </p>
    </div>
  );
}
