import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export interface RequestSent {
  title: string;
  description: string;
}

/** After a provider was chosen or skipped: what happens next and where to follow it. */
export function RequestSentNotice({ sent }: { sent: RequestSent }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [sent]);
  return (
    <Card className="mb-6 flex flex-col gap-4 border-emerald-400/30 p-5 sm:flex-row sm:items-center sm:p-6">
      <div className="flex min-w-0 flex-1 gap-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-emerald-300" />
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-xl font-semibold text-zinc-50 focus-visible:outline-none"
          >
            {sent.title}
          </h2>
          <p className="mt-1 text-sm text-zinc-300">{sent.description}</p>
        </div>
      </div>
      <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
        <Link to="/request-status">View Request Status</Link>
      </Button>
    </Card>
  );
}
