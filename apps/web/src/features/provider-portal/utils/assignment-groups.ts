import type { ProviderAssignment } from '@aurum/shared/provider/provider-contract';

/** Requests still waiting for the provider's answer, then the rest; each newest first. */
export function groupAssignments(assignments: ProviderAssignment[]) {
  const byNewest = [...assignments].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
  );
  return {
    open: byNewest.filter((a) => a.state === 'open'),
    past: byNewest.filter((a) => a.state !== 'open'),
  };
}
