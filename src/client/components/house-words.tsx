import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Inline, parseInline } from '@/domain/pages/house-text';

/*
 * The owner's words in the house format (domain/pages/house-text.ts), inline: plain text, strong words
 * and links, all React text (nothing typed becomes HTML). The client-care pages, the About story, the
 * testimonials and the collection's introductions read them.
 */

export function Strong({ children }: { children: ReactNode }) {
  return <strong className="font-medium text-ink">{children}</strong>;
}

const linkClasses =
  'text-ink underline decoration-accent-soft underline-offset-4 transition-colors hover:decoration-ink';

/** A link inside the text: to another page of the shop, or out (`mailto:`). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  if (/^(mailto|https?):/.test(to)) {
    return (
      <a href={to} className={linkClasses}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={linkClasses}>
      {children}
    </Link>
  );
}

/** Words of the house format: plain text, strong words and links (never HTML). */
export function Words({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) =>
        part.kind === 'strong' ? (
          <Strong key={i}>{part.text}</Strong>
        ) : part.kind === 'link' ? (
          <TextLink key={i} to={part.href}>
            {part.text}
          </TextLink>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** A line of words (the page's introduction): plain text, strong words and links. */
export function HouseLine({ text }: { text: string }) {
  return <Words content={parseInline(text)} />;
}
