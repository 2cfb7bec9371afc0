import { Link } from 'react-router';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/** Placeholder for screens still being built. */
export function ComingSoon({ title, eyebrow = 'Coming soon' }: { title: string; eyebrow?: string }) {
  useDocumentTitle(title);
  return (
    <section className="container-page flex flex-col items-center py-28 text-center sm:py-36">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-4 font-serif text-4xl sm:text-6xl">{title}</h1>
      <p className="mt-5 max-w-md text-ink-soft">This part of the house is still being composed. It will open very soon.</p>
      <Link to="/collections" className={buttonStyle('outline', 'md', 'mt-10')}>
        Browse Collections
      </Link>
    </section>
  );
}
