import type {
  ProviderAssignmentResponse,
  ProviderAssignmentState,
} from '@aurum/shared/provider/provider-contract';

/** Request statuses a provider may still answer (as ProviderResponses.respond accepts them). */
const OPEN_STATUSES = ['pending', 'in_progress'];

/**
 * Where an assignment stands for its provider: answered, still open, or no longer answerable
 * (taken by another provider, request ended or confirmed, or past the answer deadline).
 */
export function assignmentState(
  assignment: { response: string; linkExpiresAt: Date },
  request: { status: string; confirmationStatus: string },
  now: Date,
): ProviderAssignmentState {
  const response = assignment.response as ProviderAssignmentResponse;
  if (response === 'confirmed' || response === 'declined') return response;
  if (response === 'withdrawn') return 'closed';
  if (!OPEN_STATUSES.includes(request.status) || request.confirmationStatus === 'confirmed') {
    return 'closed';
  }
  return assignment.linkExpiresAt <= now ? 'expired' : 'open';
}
