import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** The gold "A" mark with the Aurum word, linking home. */
export function BrandLogo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md font-display text-xl tracking-[0.25em] text-gold-400 uppercase transition-colors hover:text-gold-300',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      Aurum
    </Link>
  );
}
