import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';

/*
 * The typography of the client-care pages: serif section headings, calm sans paragraphs at a
 * readable measure, lists marked with the house's small accent diamond.
 */

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-28 border-t border-line pt-10 first:border-t-0 first:pt-0">
      <h2 id={id} className="font-serif text-3xl leading-tight sm:text-[2.125rem]">
        {title}
      </h2>
      <div className="mt-5 grid gap-4 text-[0.9375rem] leading-relaxed text-ink-soft">{children}</div>
    </section>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="mt-3 font-serif text-xl text-ink">{children}</h3>;
}

export function List({ children }: { children: ReactNode }) {
  return <ul className="grid gap-2.5 [&>li]:relative [&>li]:pl-5">{children}</ul>;
}

export function Item({ children }: { children: ReactNode }) {
  return (
    <li>
      <span aria-hidden="true" className="absolute top-[0.6em] left-0 size-1.5 rotate-45 bg-accent-soft" />
      {children}
    </li>
  );
}

/** One question of the FAQ: a native disclosure, so it opens by keyboard and speaks its state without script. */
export function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group border-b border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 font-serif text-xl leading-snug text-ink outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-[1.375rem] [&::-webkit-details-marker]:hidden">
        {question}
        <Plus
          aria-hidden="true"
          strokeWidth={1.25}
          className="size-5 shrink-0 text-accent transition-transform duration-200 group-open:rotate-45"
        />
      </summary>
      <div className="grid gap-3 pb-6 text-[0.9375rem] leading-relaxed text-ink-soft">{children}</div>
    </details>
  );
}

export function QuestionGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-28">
      <h2 id={id} className="eyebrow">
        {title}
      </h2>
      <div className="mt-2 border-t border-line">{children}</div>
    </section>
  );
}
