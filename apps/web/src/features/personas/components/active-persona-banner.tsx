import type { Persona } from '@aurum/shared/life-os/personas';
import { Card } from '../../../components/ui/card';
import { PersonaIcon } from './persona-icon';

/** The banner over the tabs: which persona Aurum works in now, and what that means. */
export function ActivePersonaBanner({ persona }: { persona: Persona }) {
  return (
    <Card className="flex items-center gap-4 border-gold-500/50 bg-gold-500/10 p-4 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-500 text-ink-950">
        <PersonaIcon id={persona.id} className="size-5" />
      </span>
      <p role="status" className="min-w-0 text-sm text-zinc-200">
        <span className="block font-display text-lg font-semibold text-gold-300">
          {persona.name} is active
        </span>
        {persona.description}
      </p>
    </Card>
  );
}
