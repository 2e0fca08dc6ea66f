import type { PersonaId, PersonasView } from '@aurum/shared/life-os/personas';
import { useActivatePersona } from '../api/activate-persona';
import { PersonaCard } from './persona-card';

/** The Personas tab: the four cards, exactly one active. */
export function PersonasTab({ view }: { view: PersonasView }) {
  const activation = useActivatePersona();
  const activate = (id: PersonaId) => activation.mutate(id);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {view.personas.map((persona) => (
        <PersonaCard
          key={persona.id}
          persona={persona}
          busy={activation.isPending}
          onActivate={() => activate(persona.id)}
        />
      ))}
    </div>
  );
}
