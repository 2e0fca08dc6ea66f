import type { Conflict } from '@aurum/shared/relationship/relationship-contract';
import { PERSPECTIVE_MAX, RELATIONSHIP_TEXTS } from '@aurum/shared/relationship/relationship-rules';
import { formatDate } from '@aurum/shared/format/dates';
import { possessive } from '@aurum/shared/format/words';
import { CheckCircle2, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { useAuth } from '../../auth/hooks/use-auth';
import { toast } from '../../../lib/toast';
import { useResolveConflict, useWritePerspective } from '../api/relationship-changes';

function PerspectiveForm({ spaceId, conflict }: { spaceId: string; conflict: Conflict }) {
  const id = useId();
  const write = useWritePerspective();
  const [text, setText] = useState(conflict.my_perspective ?? '');
  const [editing, setEditing] = useState(conflict.my_perspective === null);
  const save = async () => {
    if (!text.trim()) {
      toast.error('Your Perspective Is Empty', {
        description: 'Write how it looks from your side.',
      });
      return;
    }
    try {
      const saved = await write.mutateAsync({ spaceId, id: conflict.id, perspective: text.trim() });
      setEditing(false);
      toast.success(saved.ai_guidance ? 'Guidance Is Ready' : 'Perspective Saved', {
        description: saved.ai_guidance
          ? 'You have both written: read the guidance together.'
          : 'Only you can see it until you have both written.',
      });
    } catch (error) {
      toast.error('Perspective Not Saved', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  if (!editing && conflict.my_perspective) {
    return (
      <div className="space-y-2">
        <p className="text-sm whitespace-pre-line text-zinc-200">{conflict.my_perspective}</p>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          Edit your perspective
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm text-zinc-300">
        How it looks from your side (private until you have both written)
      </label>
      <Textarea
        id={id}
        rows={4}
        maxLength={PERSPECTIVE_MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder="I feel ... when ... because ..."
      />
      <Button size="sm" disabled={write.isPending} onClick={() => void save()}>
        {write.isPending ? 'Saving...' : 'Save Perspective'}
      </Button>
    </div>
  );
}

/** One conversation: the two sides (each private until guidance), the guidance, its status. */
export function ConflictCard({ spaceId, conflict }: { spaceId: string; conflict: Conflict }) {
  const { user } = useAuth();
  const resolve = useResolveConflict();
  const partner = conflict.participants.find((person) => person.id !== user?.id);
  const partnerName = partner?.name ?? 'Your partner';
  const active = conflict.status === 'active';
  const guidance = conflict.ai_guidance;

  const markResolved = async () => {
    try {
      await resolve.mutateAsync({ spaceId, id: conflict.id });
      toast.success('Marked as Resolved');
    } catch (error) {
      toast.error('Not Resolved', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-display text-lg font-semibold break-words text-zinc-50">
          {conflict.issue_summary}
        </h3>
        <Badge tone={active ? 'yellow' : 'green'}>{active ? 'Active' : 'Resolved'}</Badge>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2 rounded-lg border border-white/10 p-4">
          <h4 className="text-sm font-semibold text-gold-300">Your perspective</h4>
          {active && !guidance ? (
            <PerspectiveForm spaceId={spaceId} conflict={conflict} />
          ) : (
            <p className="text-sm whitespace-pre-line text-zinc-200">
              {conflict.my_perspective ?? 'You did not write one.'}
            </p>
          )}
        </div>
        <div className="space-y-2 rounded-lg border border-white/10 p-4">
          <h4 className="text-sm font-semibold text-gold-300">
            {possessive(partnerName)} perspective
          </h4>
          {conflict.partner_perspective ? (
            <p className="text-sm whitespace-pre-line text-zinc-200">
              {conflict.partner_perspective}
            </p>
          ) : (
            <p className="flex items-start gap-2 text-sm text-zinc-400">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {conflict.partner_has_written
                ? `${partnerName} has written their side. It shows here once you have both written.`
                : `Waiting for ${possessive(partnerName)} side.`}
            </p>
          )}
        </div>
      </div>
      {guidance && (
        <section aria-label="Guidance" className="space-y-3 rounded-lg bg-gold-500/5 p-4">
          <h4 className="font-display text-base font-semibold text-gold-300">
            Guidance for you both
          </h4>
          <p className="text-sm text-zinc-200">{guidance.summary}</p>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-zinc-200">
            {guidance.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="text-xs text-zinc-400">
            {guidance.source === 'model'
              ? 'Written by Aurum’s AI for the two of you'
              : 'From Aurum’s guidance, drawn from couples-therapy practice'}
            , {formatDate(guidance.given_at)}.
          </p>
        </section>
      )}
      {active ? (
        <Button variant="outline" disabled={resolve.isPending} onClick={() => void markResolved()}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {RELATIONSHIP_TEXTS.markResolved}
        </Button>
      ) : (
        conflict.resolved_at && (
          <p className="text-sm text-emerald-300">Resolved {formatDate(conflict.resolved_at)}</p>
        )
      )}
    </Card>
  );
}
