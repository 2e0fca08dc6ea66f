import type { ChatMessage } from '@aurum/shared/chat/chat-contract';
import * as chatRoutes from '@aurum/shared/chat/chat-routes';
import type { ChatVaultRequest } from '@aurum/shared/chat/vault-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { isApiError } from '../../../lib/api-error';
import { chatKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/**
 * POST /api/chat/vault-requests/:id/decision (ADR 062): the member approves or declines the
 * assistant opening vault items. The body is the decision only: nothing of the vault is sent.
 */
function decideVaultRequest({ id, decision }: { id: string; decision: 'approve' | 'decline' }) {
  return callApi(chatRoutes.decideVaultRequest, { params: { id }, body: { decision } });
}

/** The conversation with a reply's vault request as decided. */
export function withVaultRequest(messages: ChatMessage[], request: ChatVaultRequest) {
  return messages.map((message) =>
    message.id === request.id ? { ...message, vault_request: request } : message,
  );
}

/**
 * Answers a vault request; the card shows the decision at once. One already answered (on
 * another tab, or a double click) reloads the conversation, which shows the first answer.
 */
export function useDecideVaultRequest() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const messagesKey = chatKeys.messages(user?.id ?? '');
  return useMutation({
    mutationFn: decideVaultRequest,
    onSuccess: ({ vault_request: request }) =>
      queryClient.setQueryData<ChatMessage[]>(messagesKey, (current) =>
        current ? withVaultRequest(current, request) : current,
      ),
    onError: (error) => {
      if (isApiError(error, 'VAULT_REQUEST_DECIDED'))
        void queryClient.invalidateQueries({ queryKey: messagesKey });
    },
  });
}
