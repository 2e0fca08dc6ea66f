import type { LucideIcon } from 'lucide-react';
import { IconFact } from '../../../components/icon-fact';

/** One fact of a proposal card: an icon, a small label and its value. */
export function ProposalFact({
  icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  /** Its place in the card's grid (e.g. across both columns). */
  className?: string;
  children: string;
}) {
  return (
    <IconFact
      icon={icon}
      label={label}
      className={className}
      labelClassName="tracking-wide uppercase"
      valueClassName="text-sm break-words whitespace-pre-wrap"
    >
      {children}
    </IconFact>
  );
}
