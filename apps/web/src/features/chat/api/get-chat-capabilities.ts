import * as chatRoutes from '@aurum/shared/chat/chat-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { chatKeys } from '../../../lib/query-keys';

/** GET /api/chat/capabilities: the services the assistant arranges, and whether a model writes. */
function getChatCapabilities(signal?: AbortSignal) {
  return callApi(chatRoutes.capabilities, { signal });
}

export function useChatCapabilities() {
  return useQuery({
    queryKey: chatKeys.capabilities(),
    queryFn: ({ signal }) => getChatCapabilities(signal),
    staleTime: Infinity,
  });
}
