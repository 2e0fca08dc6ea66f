import type { PersonaId } from '@aurum/shared/life-os/personas';
import { Leaf, Moon, Target, Zap, type LucideIcon } from 'lucide-react';

const ICONS: Record<PersonaId, LucideIcon> = {
  focus: Target,
  wellness: Leaf,
  power: Zap,
  rest: Moon,
};

/** The persona's sign, drawn in gold. */
export function PersonaIcon({ id, className }: { id: PersonaId; className?: string }) {
  const Icon = ICONS[id];
  return <Icon aria-hidden="true" className={className} />;
}
