import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Droplet } from 'lucide-react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { DISCOVERY_SET_SIZE, SAMPLE_CREDIT_DAYS, SAMPLE_ML } from '@/domain/samples/samples';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';
import { configQuery } from '@/client/lib/catalogue-queries';
import { usePrice } from '@/client/lib/format';
import { useCart } from '@/client/lib/use-cart';
import { useI18n } from '@/client/lib/i18n';

/**
 * A 2 ml sample of the perfume, at the shop's sample price, credited against the bottle bought
 * within 60 days (signed in); five different samples cost four. A sold-out bottle still has samples.
 */
export function SampleOffer({ perfume }: { perfume: Perfume }) {
  const { t } = useI18n();
  const price = usePrice();
  const { addItem } = useCart();
  const samplePrice = useQuery(configQuery()).data?.samplePrice;
  const [adding, setAdding] = useState(false);

  const onAdd = async () => {
    setAdding(true);
    try {
      await addItem({ perfumeId: perfume.id, quantity: 1, size: 'sample' });
      toast({
        variant: 'success',
        title: t('Added to cart'),
        description: t('{name}, {ml} ml sample', { name: perfume.name, ml: SAMPLE_ML }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('Not added to cart'),
        description: errorMessage(error, t('Could not add the sample. Please try again.')),
      });
    } finally {
      setAdding(false);
    }
  };

  return (
    <section
      aria-labelledby="sample-heading"
      className="mt-8 flex flex-col gap-4 border border-line bg-surface p-5 sm:flex-row sm:items-center"
    >
      <Droplet aria-hidden="true" strokeWidth={1.25} className="hidden size-6 shrink-0 text-accent sm:block" />
      <div className="flex-1 text-sm">
        <h2 id="sample-heading" className="font-serif text-lg leading-tight">
          {t('Try it on skin first')}
        </h2>
        <p className="mt-1 text-ink-soft">
          {t(
            '{price, select, none {A {ml} ml sample.} other {A {ml} ml sample for {price}.}} Signed in, its price comes off this bottle if you buy it within {days} days. Any {set} different samples cost {paid}.',
            {
              ml: SAMPLE_ML,
              price: samplePrice === undefined ? 'none' : price(samplePrice),
              days: SAMPLE_CREDIT_DAYS,
              set: DISCOVERY_SET_SIZE,
              paid: DISCOVERY_SET_SIZE - 1,
            },
          )}
        </p>
      </div>
      <button
        type="button"
        className={buttonStyle('outline', 'md', 'shrink-0')}
        disabled={adding}
        onClick={() => void onAdd()}
      >
        {adding ? t('Adding…') : t('Order a sample')}
      </button>
    </section>
  );
}
