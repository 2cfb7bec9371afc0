import { Info } from 'lucide-react';
import { typeKey, type PerfumeType, type PerfumeTypeId } from '@/domain/bespoke/bespoke';
import { bandFloorDrops, bandFloorPercent, lighterTypeReached, type Strength } from '@/domain/bespoke/strength';
import { Button } from '@/client/components/ui/button';
import { useMoney } from '@/client/lib/format';
import { Rich, useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { strengthWords } from './format';

interface StrengthNoticeProps {
  type: PerfumeType;
  /** The formula's drops in all. */
  drops: number;
  /** The domain's `strengthOf` the formula in this type: shown only when below the type's band. */
  strength: Strength;
  /** Back to the notes steps, to add drops. */
  onAddDrops: () => void;
  /** Make the formula the lighter type it does reach. */
  onSwitchType: (id: PerfumeTypeId) => void;
  className?: string;
}

/** A button whose words may wrap on a phone. */
const wrapping = 'h-auto min-h-9 py-2 whitespace-normal text-center';

/**
 * The review's word when a formula is below its type's usual band (issue #43): its real strength,
 * the band, and the two remedies, more drops or the lighter type it does reach at that type's price.
 * It informs, it does not stop: Create Perfume stays enabled, and the label states the real strength.
 */
export function StrengthNotice({ type, drops, strength, onAddDrops, onSwitchType, className }: StrengthNoticeProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const money = useMoney();
  if (strength.verdict !== 'below') return null;
  const lighter = lighterTypeReached(type.id, drops);
  const missing = bandFloorDrops(type.id) - drops;
  const said = strengthWords(strength.percent, i18n);
  return (
    <section
      aria-labelledby="strength-notice-title"
      className={cn('border border-accent/40 bg-accent/5 p-5 sm:p-6', className)}
    >
      <h3 id="strength-notice-title" className="flex items-start gap-2 text-[0.9375rem] font-medium">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" strokeWidth={1.75} />
        {t(
          'Lighter than {type, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}} usually is',
          { type: typeKey(type) },
        )}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">
        {t('Your formula is {strength} fragrance oil ({drops, plural, one {# drop} other {# drops}} in the bottle).', {
          strength: said,
          drops,
        })}{' '}
        {t(
          '{type, select, parfum {An Extrait de Parfum} edp {An Eau de Parfum} edt {An Eau de Toilette} other {An Eau de Cologne}} is usually {floor} % or more, so its label will say {strength}, as it is.',
          { type: typeKey(type), floor: strength.floor, strength: said },
        )}{' '}
        {lighter
          ? t(
              'Add {missing, plural, one {# drop} other {# drops}} to reach {floor} %, or make it {lighter, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}} ({lighterFloor} % or more) at {price}.',
              {
                missing,
                floor: strength.floor,
                lighter: typeKey(lighter),
                lighterFloor: bandFloorPercent[lighter.id],
                price: money(lighter.priceCents),
              },
            )
          : t('Add {missing, plural, one {# drop} other {# drops}} to reach {floor} %, or create it as it is.', {
              missing,
              floor: strength.floor,
            })}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="subtle" size="sm" className={wrapping} onClick={onAddDrops}>
          {t('Add drops')}
        </Button>
        {lighter ? (
          <Button variant="subtle" size="sm" className={wrapping} onClick={() => onSwitchType(lighter.id)}>
            <Rich
              message="Make it {type, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}} · <price>{price}</price>"
              values={{ type: typeKey(lighter), price: money(lighter.priceCents) }}
              tags={{ price: (words) => <span className="tracking-normal lining-nums tabular-nums">{words}</span> }}
            />
          </Button>
        ) : null}
      </div>
    </section>
  );
}
