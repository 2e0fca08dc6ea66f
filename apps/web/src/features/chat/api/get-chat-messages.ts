import * as chatRoutes from '@aurum/shared/chat/chat-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { chatKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/chat/messages: the member's chat history, oldest first. */
async function getChatMessages(signal?: AbortSignal) {
  const body = await callApi(chatRoutes.messages, { signal });
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
