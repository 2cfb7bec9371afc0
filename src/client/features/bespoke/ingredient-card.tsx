import { Check } from 'lucide-react';
import { ifraMaxDrops } from '@/domain/atelier/label';
import type { Ingredient } from '@/domain/catalogue/catalogue';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useArtworkSrc } from '@/client/lib/artwork';
import { cn } from '@/client/lib/utils';
import { DropControl } from './drop-control';

interface IngredientCardProps {
  ingredient: Ingredient;
  selected: boolean;
  drops: number;
  /** A typed drop count not taken, and why (see DropControl). */
  typed?: string;
  problem?: string;
  onToggle: () => void;
  onType: (value: string) => void;
  onStep: (drops: number) => void;
}

/**
 * The card's upper part is one checkbox named by the ingredient (the input covers it, so a
 * click anywhere ticks it); a ticked card grows a drop control below, outside the checkbox.
 */
export function IngredientCard({
  ingredient,
  selected,
  drops,
  typed,
  problem,
  onToggle,
  onType,
  onStep,
}: IngredientCardProps) {
  const nameId = `ingredient-${ingredient.id}-name`;
  const imageSrc = useArtworkSrc(ingredient.imageSrc);
  const descId = `ingredient-${ingredient.id}-desc`;
  return (
    <li
      className={cn(
        'flex flex-col border bg-surface transition-[border-color,box-shadow] duration-200',
        selected ? 'border-primary shadow-[inset_0_0_0_1px_var(--primary)]' : 'border-line hover:border-ink/40',
      )}
    >
      <div className="group relative has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-labelledby={nameId}
          aria-describedby={descId}
          className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
        />
        <div className="relative aspect-[4/3] overflow-hidden bg-muted">
          <img
            src={imageSrc}
            alt=""
            width={200}
            height={200}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.04]"
          />
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-3 right-3 flex size-6 items-center justify-center border transition-colors',
              selected ? 'border-primary bg-primary text-primary-ink' : 'border-ink/30 bg-surface/90 text-transparent',
            )}
          >
            <Check className="size-3.5" strokeWidth={2.5} />
          </span>
        </div>
        <div className="px-3.5 pt-3 pb-3.5 sm:px-4">
          <p id={nameId} className="font-serif text-xl leading-tight">
            {ingredient.name}
          </p>
          <p id={descId} className="mt-1 text-xs leading-snug text-ink-soft">
            {ingredient.characteristics}
          </p>
        </div>
      </div>
      {selected ? (
        <div className="mt-auto border-t border-line px-3.5 py-3 sm:px-4 motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:opacity-0">
          <DropControl
            name={ingredient.name}
            drops={drops}
            typed={typed}
            problem={problem}
            maxDrops={ifraMaxDrops(ingredient)}
            onType={onType}
            onStep={onStep}
          />
        </div>
      ) : null}
    </li>
  );
}

export function IngredientCardSkeleton() {
  return (
    <li data-testid="ingredient-skeleton" className="border border-line bg-surface">
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-3 w-full" />
      </div>
    </li>
  );
}
