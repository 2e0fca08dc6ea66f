import { AlertTriangle, Lock } from 'lucide-react';
import { attemptsWarning } from '../utils/auth-feedback';

/** The remaining-attempts warning and the lock notice, as the server reports them. */
export function AttemptsNotice({
  attemptsRemaining,
  locked,
}: {
  attemptsRemaining: number | null;
  locked: boolean;
}) {
  const text = attemptsWarning(attemptsRemaining, locked);
  if (!text) return null;
  const isLocked = locked || attemptsRemaining === 0;
  const Icon = isLocked ? Lock : AlertTriangle;
  return (
    <div
      role="alert"
      className={
        isLocked
          ? 'flex items-start gap-2 rounded-lg border border-red-400/50 bg-red-950/50 p-3 text-sm text-red-100'
          : 'flex items-start gap-2 rounded-lg border border-amber-400/40 bg-amber-950/40 p-3 text-sm text-amber-100'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{text}</p>
    </div>
  );
}
