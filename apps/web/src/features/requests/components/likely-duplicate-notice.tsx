import {
  FILE_ANYWAY,
  LIKELY_DUPLICATE_MESSAGE,
  LIKELY_DUPLICATE_QUESTION,
} from '@aurum/shared/requests/request-rules';
import { CopyCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export interface LikelyDuplicateNoticeProps {
  busy: boolean;
  onFileAnyway: () => void;
  onKeepEditing: () => void;
}

/**
 * The member already has an open request for this service at the same date and time (409
 * LIKELY_DUPLICATE): said beside Submit, with the choice to file it anyway or change it.
 */
export function LikelyDuplicateNotice({
  busy,
  onFileAnyway,
  onKeepEditing,
}: LikelyDuplicateNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card role="alert" className="mt-4 border-gold-500/50 bg-gold-500/5 p-5">
      <div className="flex gap-3">
        <CopyCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-400" />
        <div className="min-w-0 space-y-3">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-lg font-semibold text-gold-300 focus-visible:outline-none"
          >
            {LIKELY_DUPLICATE_QUESTION}
          </h2>
          <p className="text-sm text-zinc-200">
            {LIKELY_DUPLICATE_MESSAGE}{' '}
            <Link to="/request-status" className="text-gold-300 underline underline-offset-4">
              See your requests
            </Link>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={onFileAnyway}>
              {busy ? 'Submitting...' : FILE_ANYWAY}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={onKeepEditing}>
              Change the request
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
