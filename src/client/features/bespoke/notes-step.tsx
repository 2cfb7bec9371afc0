import { dropsOf, groupDrops, isSelected, type BespokeDesign, type NoteGroup } from '@/domain/bespoke/bespoke';
import type { Ingredient } from '@/domain/catalogue/catalogue';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { CapacityCalculator, CapacityStrip } from './capacity-calculator';
import { dropsAndMl } from './format';
import { IngredientCard, IngredientCardSkeleton } from './ingredient-card';

interface NotesStepProps {
  group: NoteGroup;
  design: BespokeDesign;
  ingredients: Ingredient[] | undefined;
  loadError: boolean;
  onRetry: () => void;
  onToggle: (id: number) => void;
  onType: (id: number, value: string) => void;
  onStep: (id: number, drops: number) => void;
  /** Drop counts typed and not taken, by ingredient id, with the reason (see DropControl). */
  pending: ReadonlyMap<number, { typed: string; problem: string }>;
  notice: string;
}

const SKELETONS = 8;

export function NotesStep({
  group,
  design,
  ingredients,
  loadError,
  onRetry,
  onToggle,
  onType,
  onStep,
  pending,
  notice,
}: NotesStepProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const available = ingredients?.filter((i) => i.category === group);
  const total = groupDrops(design, group);
  const chosen = design.ingredients[group].length;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-10">
      <div className="min-w-0">
        {loadError ? (
          <div role="alert" className="border border-line bg-surface p-8 text-center">
            <p className="font-serif text-2xl">{t('The ingredients could not be loaded')}</p>
            <p className="mt-2 text-sm text-ink-soft">{t('Please check your connection and try again.')}</p>
            <Button variant="outline" className="mt-6" onClick={onRetry}>
              {t('Try Again')}
            </Button>
          </div>
        ) : available ? (
          <fieldset>
            <legend className="sr-only">
              {t('Choose your {group, select, top {top} middle {middle} other {base}} notes', { group })}
            </legend>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
              {available.map((ingredient) => (
                <IngredientCard
                  key={ingredient.id}
                  ingredient={ingredient}
                  selected={isSelected(design, group, ingredient.id)}
                  drops={dropsOf(design, group, ingredient.id)}
                  typed={pending.get(ingredient.id)?.typed}
                  problem={pending.get(ingredient.id)?.problem}
                  onToggle={() => onToggle(ingredient.id)}
                  onType={(value) => onType(ingredient.id, value)}
                  onStep={(drops) => onStep(ingredient.id, drops)}
                />
              ))}
            </ul>
            <CapacityStrip design={design} notice={notice} />
          </fieldset>
        ) : (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('Loading ingredients…')}
            </p>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <IngredientCardSkeleton key={i} />
              ))}
            </ul>
          </div>
        )}
      </div>

      <aside aria-label={t('Formula so far')} className="flex flex-col gap-4 lg:sticky lg:top-28 lg:self-start">
        <div className="border border-line bg-surface p-5 sm:p-6">
          <p className="text-[0.625rem] font-medium tracking-[0.2em] text-ink-soft uppercase">
            {t('{group, select, top {Top Notes} middle {Middle Notes} other {Base Notes}} total', { group })}
          </p>
          <p className="mt-1.5 font-serif text-2xl lining-nums tabular-nums" data-testid="group-total">
            {dropsAndMl(total, i18n)}
          </p>
          <p className="mt-1 text-xs text-ink-soft">
            {t(
              '{chosen, plural, =0 {No ingredient chosen yet} one {# ingredient chosen} other {# ingredients chosen}}',
              { chosen },
            )}
          </p>
        </div>
        <CapacityCalculator design={design} notice={notice} />
      </aside>
    </div>
  );
}
