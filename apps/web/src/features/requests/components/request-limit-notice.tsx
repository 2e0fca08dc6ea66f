import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { REQUEST_MESSAGES } from '../utils/request-messages';

export interface RequestLimitNoticeProps {
  /** `plan`: the trial or paid period ended; `limit` (default): this month's requests are used. */
  kind?: 'plan' | 'limit';
  message: string;
  /** When the allowance renews, e.g. "1 December". */
  renewsOn?: string;
  /**
   * After a refused Submit: an alert that takes focus. Before the form is filled (the allowance is
   * used up) it is simply shown where the form begins.
   */
  announce?: boolean;
}

/** No request can be filed now: the server's message and the way to the membership plans. */
export function RequestLimitNotice({
  kind = 'limit',
  message,
  renewsOn,
  announce = true,
}: RequestLimitNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The member pressed Submit at the foot of the form: bring the notice into view.
    if (announce) headingRef.current?.focus();
  }, [message, announce]);
  return (
    <Card
      role={announce ? 'alert' : undefined}
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
            {kind === 'plan'
              ? REQUEST_MESSAGES.planRequiredTitle
              : REQUEST_MESSAGES.limitReachedTitle}
          </h2>
          <p className="mt-1 text-sm text-zinc-200">{message}</p>
          {kind === 'limit' && renewsOn && (
            <p className="mt-1 text-sm text-zinc-400">Your allowance renews on {renewsOn}.</p>
          )}
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to="/membership">View Membership Plans</Link>
      </Button>
    </Card>
  );
}
