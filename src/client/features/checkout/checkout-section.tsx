import type { ReactNode } from 'react';

/** A checkout section's frame. */
export const CHECKOUT_SECTION = 'border border-line bg-surface p-6 sm:p-8';

/** A section of the checkout form, named by its heading (`${id}-heading`). */
export function CheckoutSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={CHECKOUT_SECTION}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
