import type { RequestAllowance } from '@aurum/shared/requests/request-allowance';
import { Ticket } from 'lucide-react';
import { allowanceSummary } from '../utils/allowance-summary';

/** The month's allowance, above the form: "2 of 3 requests left this month · renews 1 December". */
export function RequestAllowanceLine({ allowance }: { allowance: RequestAllowance }) {
  return (
    <p className="mb-4 flex items-start gap-2 text-sm text-zinc-300">
      <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
      <span className="min-w-0">
        {allowanceSummary(allowance)
          .split(' · ')
          .map((part, index) => (
            // Each part stays whole ("renews 1 December" on one line); a narrow screen breaks the
            // line between them, before the separator.
            <span key={part}>
              {index > 0 && ' '}
              <span className="whitespace-nowrap">
                {index > 0 && '· '}
                {part}
              </span>
            </span>
          ))}
      </span>
    </p>
  );
}
