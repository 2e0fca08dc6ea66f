import { ChevronRight, UserRoundCog } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePersonas } from '../../personas/api/get-personas';

/** The hub's active persona (GET /api/personas), with the way to change it on /personas. */
export function ActivePersonaCard() {
  const personas = usePersonas();
  const active = personas.data?.personas.find((persona) => persona.id === personas.data.active);
  let body;
  if (personas.isError) {
    body = <p className="text-sm text-zinc-400">Your persona could not be loaded just now.</p>;
  } else if (!personas.data) {
    body = <Skeleton className="h-12" />;
  } else {
    body = (
      <>
        <p className="font-display text-2xl font-semibold text-gold-300">
          {active?.name ?? personas.data.active}
        </p>
        {active && <p className="mt-1 text-sm text-zinc-300">{active.description}</p>}
      </>
    );
  }
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="active-persona-heading" aria-busy={personas.isPending}>
        <div className="flex items-center justify-between gap-3">
          <h2
            id="active-persona-heading"
            className="flex items-center gap-2 text-sm font-semibold tracking-wide text-zinc-400 uppercase"
          >
            <UserRoundCog aria-hidden="true" className="size-4" />
            Active persona
          </h2>
          <Link
            to="/personas"
            className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-gold-400 hover:text-gold-300"
          >
            Change
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-3">{body}</div>
      </section>
    </Card>
  );
}
