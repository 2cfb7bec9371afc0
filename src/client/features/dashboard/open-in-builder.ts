import type { NavigateFunction } from 'react-router';
import type { Creation } from '@/domain/creations/schemas';
import { toast } from '@/client/lib/toast';
import { writeBespokeDraft } from '@/client/lib/revise-bespoke';
import type { Translator } from '@/domain/i18n/translator';

/**
 * "Open in builder" on a saved bespoke design: it becomes the builder's draft, at the review step,
 * to be revised (and saved again, or put in the cart, from there). `t`: the page's language, for a refusal.
 */
export function openInBuilder(creation: Creation, navigate: NavigateFunction, t: Translator['t']): void {
  const to = writeBespokeDraft(creation.details);
  if (to) {
    void navigate(to);
    return;
  }
  toast({
    variant: 'destructive',
    title: t('Could not open the builder'),
    description: t('“{name}” is not a design the builder can read.', { name: creation.name }),
  });
}
