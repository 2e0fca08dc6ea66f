import type { Persona } from '@aurum/shared/life-os/personas';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { PersonaIcon } from './persona-icon';

/**
 * One persona: name, description, features and Activate. The active one says so; pressing it does
 * nothing (spec 02 section 4).
 */
export function PersonaCard({
  persona,
  busy,
  onActivate,
}: {
  persona: Persona;
  busy: boolean;
  onActivate: () => void;
}) {
  const headingId = `persona-${persona.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 p-5',
        persona.isActive && 'border-gold-400 ring-1 ring-gold-400/60',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
            <PersonaIcon id={persona.id} className="size-5" />
          </span>
          <h3 id={headingId} className="font-display text-xl font-semibold text-zinc-50">
            {persona.name}
          </h3>
        </div>
        {persona.isActive && <Badge>Active</Badge>}
      </div>
      <p className="text-sm text-zinc-300">{persona.description}</p>
      <ul className="space-y-1.5 text-sm text-zinc-300">
        {persona.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-auto w-full"
        variant={persona.isActive ? 'outline' : 'primary'}
        aria-disabled={persona.isActive || busy}
        aria-label={persona.isActive ? `${persona.name} is active` : `Activate ${persona.name}`}
        onClick={() => {
          if (!persona.isActive && !busy) onActivate();
        }}
      >
        {persona.isActive ? 'Active' : 'Activate'}
      </Button>
    </Card>
  );
}
