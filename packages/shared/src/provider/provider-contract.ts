import { z } from 'zod';
import { declineReasonSchema } from '../requests/request-contract';
import { PROVIDER_MESSAGE_MAX_LENGTH } from './provider-rules';

export * from './provider-rules';

/** Confirm: an optional quote or note for the member (as providerResponseSchema accepts it). */
export const confirmAnswerSchema = z.object({
  message: z
    .string()
    .trim()
    .max(
      PROVIDER_MESSAGE_MAX_LENGTH,
      `The message must be at most ${PROVIDER_MESSAGE_MAX_LENGTH} characters`,
    ),
});
export type ConfirmAnswer = z.output<typeof confirmAnswerSchema>;

/** Decline: a reason is required (at least 3 characters). */
export const declineAnswerSchema = z.object({ reason: declineReasonSchema });
export type DeclineAnswer = z.output<typeof declineAnswerSchema>;

/** A provider's answer to a request (by link or in the portal): confirm or decline. */
export type LinkAnswer =
  ({ action: 'confirm' } & ConfirmAnswer) | ({ action: 'decline' } & DeclineAnswer);
