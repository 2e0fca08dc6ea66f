import { useRequestAllowance } from '../api/get-request-allowance';
import { filingBlock, renewalDay } from '../utils/allowance-summary';
import { RequestAllowanceLine } from './request-allowance';
import { RequestLimitNotice } from './request-limit-notice';

/**
 * The month's request allowance for another way of filing a request (a marketplace booking):
 * the same reading, rule and words as the request form. `blocked` says whether filing is off.
 */
export function useFilingAllowance() {
  const allowance = useRequestAllowance().data;
  return { allowance, blocked: filingBlock(allowance) };
}

/** "2 of 3 requests left this month · renews 1 December", or why nothing can be filed now. */
export function FilingAllowance({ filing }: { filing: ReturnType<typeof useFilingAllowance> }) {
  const { allowance, blocked } = filing;
  if (!allowance) return null;
  if (blocked) {
    return (
      <RequestLimitNotice
        kind={blocked.kind}
        message={blocked.message}
        renewsOn={renewalDay(allowance)}
        announce={false}
      />
    );
  }
  return <RequestAllowanceLine allowance={allowance} />;
}
