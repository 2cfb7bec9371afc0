import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CircleAlert, FlaskConical, PenLine, ShoppingBag, Trash2 } from 'lucide-react';
import type { Creation } from '@/domain/creations/schemas';
import { CREATION_SAMPLE_PRICE_CENTS, SAMPLE_ML, type LineSize } from '@/domain/samples/samples';
import { LineArt } from '@/client/components/line-art';
import { LineDescription } from '@/client/components/line-description';
import { RefillChoice, useRefillBlocked } from '@/client/components/refill-choice';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { usePrice, useMoney } from '@/client/lib/format';
import { refusalOf, useCreationActions } from './creations-api';
import { openInBuilder } from './open-in-builder';
import { RenameCreation } from './rename-creation';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

const kindLabels: Record<Creation['kind'], string> = {
  lifestyle: msg('Lifestyle perfume'),
  bespoke: msg('Bespoke perfume'),
};

interface CreationCardProps {
  creation: Creation;
  ingredientNames: Map<number, string> | undefined;
}

/** One saved design: its bottle, name, kind, formula and today's price, and what can be done with it. */
export function CreationCard({ creation, ingredientNames }: CreationCardProps) {
  const { t, date } = useI18n();
  const money = useMoney();
  const price = usePrice();
  const navigate = useNavigate();
  const { toCart, remove } = useCreationActions();
  const [renaming, setRenaming] = useState(false);
  // The bottle once, or as a refill every N weeks (null: once).
  const [refill, setRefill] = useState<number | null>(null);
  const refillBlocked = useRefillBlocked(refill);
  const headingId = `creation-${creation.id}-heading`;
  const canMake = creation.price !== null;

  const addToCart = async (size: LineSize) => {
    try {
      const asRefill = size === 'bottle' && refill !== null;
      await toCart.mutateAsync({
        id: creation.id,
        size,
        refill: asRefill ? { intervalWeeks: refill } : undefined,
      });
      toast({
        variant: 'success',
        title: size === 'sample' ? t('Sample added to cart') : t('Added to cart'),
        description:
          size === 'sample'
            ? t('A {ml} ml sample of “{name}” is in your cart.', { ml: SAMPLE_ML, name: creation.name })
            : asRefill
              ? t('“{name}” is in your cart, as a refill every {weeks} weeks.', { name: creation.name, weeks: refill })
              : t('“{name}” is in your cart.', { name: creation.name }),
        link: { label: t('View cart'), href: paths.cart(), navigate: (href) => void navigate(href) },
      });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: t('Could not add to cart'),
        description: refusalOf(err, t('Please try again.')),
      });
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(creation.id);
      toast({
        title: t('Creation deleted'),
        description: t('“{name}” has left My creations.', { name: creation.name }),
      });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: t('Could not delete the creation'),
        description: refusalOf(err, t('Please try again.')),
      });
    }
  };

  const busy = toCart.isPending || remove.isPending;
  const item = { name: creation.name, isCustom: true, customDetails: creation.details };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="creation-card"
      className="flex w-full flex-col border border-line bg-surface"
    >
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 gap-y-3 p-5 sm:p-6">
        <LineArt item={item} className="w-20 sm:w-24" />
        <div className="min-w-0">
          <p className="text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase">
            {t(kindLabels[creation.kind])}
          </p>
          <h3 id={headingId} className="mt-1.5 font-serif text-2xl leading-tight break-words">
            {creation.name}
          </h3>
          <p className="mt-1 text-xs text-ink-soft">
            <Rich
              message="Saved <time>{date}</time>"
              values={{ date: date(creation.createdAt) }}
              tags={{ time: (words) => <time dateTime={creation.createdAt}>{words}</time> }}
            />
          </p>
          {renaming ? <RenameCreation creation={creation} onDone={() => setRenaming(false)} /> : null}
        </div>
        <div className="col-span-2 text-[0.8125rem] leading-relaxed">
          <LineDescription item={item} ingredientNames={ingredientNames} />
        </div>
      </div>

      <div className="mt-auto border-t border-line px-5 py-4 sm:px-6">
        {canMake ? (
          <p className="flex items-baseline justify-between gap-4">
            <span className="text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase">
              {t('Price today')}
            </span>
            <span className="font-serif text-2xl tabular-nums">{price(creation.price!)}</span>
          </p>
        ) : (
          <p className="flex items-start gap-2 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} />
            <span>
              {t(
                '{kind, select, bespoke {Can no longer be made as it is: {problem} Open it in the builder to revise it.} other {Can no longer be made as it is: {problem}}}',
                { kind: creation.kind, problem: creation.problem ?? t('an ingredient is no longer available.') },
              )}
            </span>
          </p>
        )}
        {canMake ? (
          <RefillChoice price={creation.price!} value={refill} onChange={setRefill} disabled={busy} className="mt-4" />
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" disabled={!canMake || busy || refillBlocked} onClick={() => void addToCart('bottle')}>
            <ShoppingBag aria-hidden="true" className="size-4" />
            {t('Add to cart')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!canMake || busy}
            aria-label={t('Order a {ml} ml sample of {name}, {price}', {
              ml: SAMPLE_ML,
              name: creation.name,
              price: money(CREATION_SAMPLE_PRICE_CENTS),
            })}
            onClick={() => void addToCart('sample')}
          >
            {t('{ml} ml sample · {price}', { ml: SAMPLE_ML, price: money(CREATION_SAMPLE_PRICE_CENTS) })}
          </Button>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
          {creation.kind === 'bespoke' ? (
            <Button variant="link" size="inline" onClick={() => openInBuilder(creation, navigate, t)}>
              <FlaskConical aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t('Open in builder')}
            </Button>
          ) : null}
          <Button
            variant="link"
            size="inline"
            disabled={renaming}
            aria-label={t('Rename {name}', { name: creation.name })}
            onClick={() => setRenaming(true)}
          >
            <PenLine aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('Rename')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="link"
                size="inline"
                disabled={busy}
                aria-label={t('Delete {name}', { name: creation.name })}
                className="text-danger"
              >
                <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {t('Delete')}
              </Button>
            }
            title={t('Delete “{name}”?', { name: creation.name })}
            description={t('It leaves My creations for good. Your orders and your cart keep their own copy.')}
            cancelLabel={t('Keep it')}
            confirmLabel={t('Delete')}
            pendingLabel={t('Deleting...')}
            danger
            pending={remove.isPending}
            onConfirm={onDelete}
            failure={t('Please try again.')}
          />
        </div>
      </div>
    </article>
  );
}
