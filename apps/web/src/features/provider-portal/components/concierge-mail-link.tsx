import type { ReactNode } from 'react';
import { useConciergeEmail } from '../api/get-concierge-contact';

/** A mailto link to the concierge team, naming the request when one is known. */
export function ConciergeMailLink({
  requestId,
  children,
}: {
  requestId?: string;
  children?: ReactNode;
}) {
  const email = useConciergeEmail();
  const subject = requestId ? `Aurum request ${requestId}` : 'Aurum provider question';
  return (
    <a
      href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
      className="font-semibold text-gold-400 underline underline-offset-4 hover:text-gold-300"
    >
      {children ?? email}
    </a>
  );
}
