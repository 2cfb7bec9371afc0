import type { ReactNode } from 'react';

/** One part of the Settings tab: its heading, a line saying what it does, and its content. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-line pt-8 first:border-t-0 first:pt-0">
      <h3 id={id} className="font-serif text-2xl leading-tight sm:text-3xl">
        {title}
      </h3>
      <p className="mt-2 max-w-2xl text-sm text-ink-soft">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
