import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { REQUEST_MESSAGES } from '../utils/request-messages';

/** 429 REQUEST_LIMIT_REACHED: the server's message and the way to a larger plan. */
export function RequestLimitNotice({ message }: { message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The member pressed Submit at the foot of the form: bring the notice into view.
    headingRef.current?.focus();
  }, [message]);
  return (
    <Card
      role="alert"
      className="mb-6 flex flex-col gap-4 border-gold-500/50 bg-gold-500/5 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <Crown aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-gold-400" />
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-xl font-semibold text-gold-300 focus-visible:outline-none"
          >
            {REQUEST_MESSAGES.limitReachedTitle}
          </h2>
          <p className="mt-1 text-sm text-zinc-200">{message}</p>
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to="/membership">View Membership Plans</Link>
      </Button>
    </Card>
  );
}
