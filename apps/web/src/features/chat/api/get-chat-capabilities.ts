import type { ChatCapabilities } from '@aurum/shared/chat/chat-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/chat/capabilities: the services the assistant arranges, and whether a model writes. */
function getChatCapabilities(signal?: AbortSignal) {
  return apiRequest<ChatCapabilities>('/api/chat/capabilities', { signal });
}

export function useChatCapabilities() {
  return useQuery({
    queryKey: chatKeys.capabilities(),
    queryFn: ({ signal }) => getChatCapabilities(signal),
    staleTime: Infinity,
  });
}
