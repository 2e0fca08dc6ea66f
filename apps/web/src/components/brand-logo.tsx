import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { BrandMark, brandLogoClass } from './brand-mark';

/** The gold "A" mark with the Aurum word, linking home. */
export function BrandLogo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cn(brandLogoClass, className)}>
      <BrandMark />
    </Link>
  );
}
