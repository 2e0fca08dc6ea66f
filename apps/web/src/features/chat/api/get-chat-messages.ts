import type { ChatHistory } from '@aurum/shared/chat/chat-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/chat/messages: the member's chat history, oldest first. */
async function getChatMessages(signal?: AbortSignal) {
  const body = await apiRequest<ChatHistory>('/api/chat/messages', { signal });
  return body.messages;
}

const chatMessagesQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(userId),
    queryFn: ({ signal }) => getChatMessages(signal),
  });

export function useChatMessages() {
  const { user } = useAuth();
  return useQuery({ ...chatMessagesQuery(user?.id ?? ''), enabled: Boolean(user) });
}
