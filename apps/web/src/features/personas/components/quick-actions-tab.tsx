import { QUICK_ACTIONS, type Persona, type QuickAction } from '@aurum/shared/life-os/personas';
import { ArrowRight, CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useRunQuickAction } from '../api/run-quick-action';

function QuickActionCard({ action }: { action: QuickAction }) {
  const run = useRunQuickAction();
  const start = () =>
    run.mutate(action.id, {
      onSuccess: (result) => toast.success(action.label, { description: result.message }),
      onError: (error) => toast.error(`${action.label} failed`, { description: error.message }),
    });
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold text-zinc-50">{action.label}</h3>
        <p className="mt-1 text-sm text-zinc-400">{action.description}</p>
      </div>
      {action.kind === 'link' && action.to ? (
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to={action.to} aria-label={action.label}>
            Open
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button
          size="sm"
          className="self-start sm:self-auto"
          disabled={run.isPending}
          onClick={start}
          aria-label={action.label}
        >
          <CalendarPlus aria-hidden="true" />
          {run.isPending ? 'Adding...' : 'Start'}
        </Button>
      )}
    </Card>
  );
}

/** The Quick Actions tab: what the active persona offers in one tap. */
export function QuickActionsTab({ active }: { active: Persona }) {
  const actions = QUICK_ACTIONS.filter((action) => action.persona === active.id);
  return (
    <section aria-labelledby="quick-actions-heading" className="space-y-4">
      <h2 id="quick-actions-heading" className="text-sm text-zinc-300">
        Quick actions for <span className="font-semibold text-gold-300">{active.name}</span>
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        {actions.map((action) => (
          <QuickActionCard key={action.id} action={action} />
        ))}
      </div>
    </section>
  );
}
