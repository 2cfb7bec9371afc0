import { useRef, type RefObject } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finishCardChange, listMySubscriptions, startCardChange } from '@/domain/api/refills';
import { getSubscription } from '@/domain/api/auth';
import type { Buyer } from '@/domain/checkout/schemas';
import type { RefillSubscription } from '@/domain/refills/schemas';
import { call } from '@/client/lib/api';
import { invalidate } from '@/client/lib/query-keys';
import type { PaymentHandle } from '@/client/components/payment/payment-handle';

/** The provider refused the new card: its own words ("Your card was declined."), said in the dialog. */
export class CardRefused extends Error {
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'The card was refused');
    this.name = 'CardRefused';
  }
}

/** The card fields' own checks failed: they say why at each field, the dialog adds nothing. */
export class CardIncomplete extends Error {
  constructor() {
    super('The card fields are not filled in');
    this.name = 'CardIncomplete';
  }
}

/** A setup the server started for this dialog: the card form completes it, or tries again with another card. */
type Setup = { setupId: string; clientSecret: string };

/**
 * Changing a refill's card (DESIGN §1 "Refills"): no card number reaches the shop. The server starts the provider's
 * setup (POST …/card), the card form completes it with the provider (the simulated one or Stripe), and the server
 * keeps the card it saved (PUT …/card), which the next renewal or retry is charged to. A card the provider refuses
 * leaves the setup open: the next card tried completes the same one. The refills are read again either way.
 */
export function useCardChange(refill: Pick<RefillSubscription, 'id'>, handleRef: RefObject<PaymentHandle | null>) {
  const qc = useQueryClient();
  const setup = useRef<Setup | null>(null);
  const mutation = useMutation({
    mutationFn: async (holder: Buyer) => {
      const handle = handleRef.current;
      if (!handle || !(await handle.validate(true))) throw new CardIncomplete();
      const params = { id: refill.id };
      setup.current ??= await call(startCardChange, { params });
      const result = await handle.confirm(setup.current.clientSecret, holder);
      if (result.status !== 'succeeded') {
        if (result.error) handle.declined?.(result.error);
        throw new CardRefused(result.error);
      }
      const { setupId } = setup.current;
      // Completed: whatever the server answers, a new card starts a new setup.
      setup.current = null;
      return call(finishCardChange, { params, body: { setupId } });
    },
    onSettled: () => invalidate(qc, listMySubscriptions, getSubscription),
  });
  /** The dialog opens again: no error, and a new setup for its card. */
  const reset = () => {
    setup.current = null;
    mutation.reset();
  };
  return { ...mutation, reset };
}
