import type { ComponentProps, ReactNode } from 'react';
import { PanelQuery } from './panel-states';

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

/** A part of the Settings tab that edits something saved: its heading, then its form once that is loaded. */
export function SavedSettingsSection<T>({
  query,
  what,
  rows = 1,
  children,
  ...section
}: Omit<ComponentProps<typeof SettingsSection>, 'children'> & ComponentProps<typeof PanelQuery<T>>) {
  return (
    <SettingsSection {...section}>
      <PanelQuery query={query} what={what} rows={rows}>
        {children}
      </PanelQuery>
    </SettingsSection>
  );
}
