import type { Idea } from '@aurum/shared/relationship/relationship-contract';
import {
  EFFORT_LEVEL_LABELS,
  IDEA_CATEGORY_LABELS,
} from '@aurum/shared/relationship/relationship-rules';
import { formatMoney } from '@aurum/shared/format/money';
import { ConciergeBell, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useAskConcierge, useDeleteIdea } from '../api/relationship-changes';
import { IdeaFormDialog } from './idea-form-dialog';

/** One idea: what it takes (effort, budget), its tags, and the concierge one click away. */
export function IdeaCard({ spaceId, idea }: { spaceId: string; idea: Idea }) {
  const ask = useAskConcierge();
  const remove = useDeleteIdea();
  const [editing, setEditing] = useState(false);

  const askConcierge = async () => {
    try {
      await ask.mutateAsync({ spaceId, id: idea.id });
      toast.success('Request Sent', {
        description: 'The concierge has your request: follow it in Service History.',
      });
    } catch (error) {
      toast.error('Request Not Sent', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  const drop = async () => {
    try {
      await remove.mutateAsync({ spaceId, id: idea.id });
    } catch (error) {
      toast.error('Idea Not Removed', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Card className="flex w-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-display text-lg font-semibold break-words text-zinc-50">
          {idea.title}
        </h3>
        <Badge>{IDEA_CATEGORY_LABELS[idea.category]}</Badge>
      </div>
      {idea.description && <p className="text-sm text-zinc-300">{idea.description}</p>}
      <div className="flex flex-wrap gap-2">
        <Badge tone="grey">{EFFORT_LEVEL_LABELS[idea.effort_level]}</Badge>
        <Badge tone="grey">
          {idea.budget_rand === null
            ? 'No budget set'
            : `Budget ${formatMoney(idea.budget_rand * 100)}`}
        </Badge>
        {idea.is_seasonal && <Badge tone="blue">Seasonal</Badge>}
        {idea.tags.map((tag) => (
          <Badge key={tag} tone="purple">
            #{tag}
          </Badge>
        ))}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
        {idea.concierge_request_id ? (
          <Link
            to="/service-history"
            className="text-sm font-semibold text-emerald-300 hover:text-emerald-200"
          >
            Concierge asked: see Service History
          </Link>
        ) : (
          <Button size="sm" disabled={ask.isPending} onClick={() => void askConcierge()}>
            <ConciergeBell aria-hidden="true" className="size-4" />
            {ask.isPending ? 'Asking...' : 'Ask the Concierge'}
          </Button>
        )}
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit ${idea.title}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            aria-label={`Remove ${idea.title}`}
            onClick={() => void drop()}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
      <IdeaFormDialog spaceId={spaceId} idea={idea} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
