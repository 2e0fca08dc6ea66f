import type { RequestAllowance } from '@aurum/shared/requests/request-allowance';
import { Ticket } from 'lucide-react';
import { allowanceSummary } from '../utils/allowance-summary';

/** The month's allowance, above the form: "2 of 3 requests left this month · renews 1 December". */
export function RequestAllowanceLine({ allowance }: { allowance: RequestAllowance }) {
  return (
    <p className="mb-4 flex items-center gap-2 text-sm text-zinc-300">
      <Ticket aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
      <span>
        {allowanceSummary(allowance)
          .split(' · ')
          .map((part, index) => (
            // "renews 1 December" stays on one line.
            <span key={part} className="whitespace-nowrap">
              {index > 0 && ' · '}
              {part}
            </span>
          ))}
      </span>
    </p>
  );
}
