import { useEffect } from 'react';
import { toast } from '../../../lib/toast';

/** An error toast (spec 02 section 8) with a Retry action while a load has failed. */
export function useFailureToast(failed: boolean, message: string, retry: () => unknown) {
  useEffect(() => {
    if (!failed) return;
    // The message is the id: a second failure replaces the toast instead of stacking another.
    toast.error(message, { id: message, action: { label: 'Retry', onClick: () => void retry() } });
  }, [failed, message, retry]);
}
