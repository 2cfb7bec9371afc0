import { useDocumentTitle } from '@/client/lib/use-document-title';
import { Featured } from './featured';
import { Hero } from './hero';
import { Newsletter } from './newsletter';
import { Services } from './services';
import { Testimonials } from './testimonials';

export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <Services />
      <Featured />
      <Testimonials />
      <Newsletter />
    </>
  );
}
