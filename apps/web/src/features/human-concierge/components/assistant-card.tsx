import type { AssistantCard as Assistant } from '@aurum/shared/human-concierge/human-concierge-contract';
import {
  AVAILABILITY_LABELS,
  HUMAN_CONCIERGE_TEXTS as TEXTS,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import { Clock, Globe, Languages, Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { AVAILABILITY_TONES, satisfactionText } from '../utils/case-looks';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** A human assistant: who they are, when they answer, how members rate them; Connect. */
export function AssistantCard({
  assistant,
  busy,
  onConnect,
}: {
  assistant: Assistant;
  busy: boolean;
  onConnect: () => void;
}) {
  const offline = assistant.availability_status === 'offline';
  return (
    <Card
      className="flex flex-col gap-4 p-5"
      aria-labelledby={`assistant-${assistant.id}`}
      role="group"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-500/15 font-display text-lg font-semibold text-gold-300"
        >
          {initials(assistant.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3
            id={`assistant-${assistant.id}`}
            className="font-display text-lg font-semibold text-zinc-50"
          >
            {assistant.name}
          </h3>
          <Badge tone={AVAILABILITY_TONES[assistant.availability_status]} className="mt-1">
            {AVAILABILITY_LABELS[assistant.availability_status]}
          </Badge>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
        {assistant.specialties.map((s) => (
          <li key={s} className="rounded-full bg-white/5 px-2.5 py-1 text-xs text-zinc-300">
            {s}
          </li>
        ))}
      </ul>
      <dl className="grid gap-2 text-sm text-zinc-300">
        <div className="flex items-center gap-2">
          <Star aria-hidden="true" className="size-4 text-gold-400" />
          <dt className="sr-only">Satisfaction</dt>
          <dd data-testid="satisfaction">
            Satisfaction: {satisfactionText(assistant.satisfaction_rating, assistant.rating_count)}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-gold-400" />
          <dt className="sr-only">Response time</dt>
          <dd>{assistant.response_time}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Languages aria-hidden="true" className="size-4 text-gold-400" />
          <dt className="sr-only">Languages</dt>
          <dd>{assistant.languages.join(', ')}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Globe aria-hidden="true" className="size-4 text-gold-400" />
          <dt className="sr-only">Time zone</dt>
          <dd>{assistant.timezone}</dd>
        </div>
      </dl>
      <Button
        onClick={onConnect}
        disabled={offline || busy}
        aria-label={`${TEXTS.connect} with ${assistant.name}`}
      >
        {TEXTS.connect}
      </Button>
    </Card>
  );
}
