import { Link } from 'react-router';
import { clsx } from 'clsx';
import { paths } from '@/domain/pages/paths';

export function Brand({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.home()}
      onClick={onClick}
      className={clsx(
        'group inline-flex shrink-0 items-baseline gap-2 font-serif text-[1.45rem] leading-none font-medium tracking-[0.01em] whitespace-nowrap text-ink sm:text-[1.6rem]',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="relative top-[-0.12em] inline-block size-1.5 rotate-45 bg-accent-soft transition-transform duration-300 group-hover:rotate-[135deg]"
      />
      Maison Lumière
    </Link>
  );
}
