import type { ChatMessage } from '@aurum/shared/chat/chat-contract';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TOASTS,
  type ChatAlertType,
  type ChatMessageStatus,
  SENT_STATUS_MS,
} from '@aurum/shared/chat/chat-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { chatKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';
import { useOnlineStatus } from '../../offline/hooks/use-online-status';
import { useChatMessages } from '../api/get-chat-messages';
import { sendChatMessage } from '../api/send-chat-message';
import { alertFor } from '../utils/chat-alerts';

/** A member message on its way, shown before the server has stored it. */
export interface PendingMessage {
  id: string;
  message: string;
}

/**
 * The chat's state (spec 02 sections 4 and 5): the stored history, the message being sent with
 * its status (sending, sent, delivered, error), the reply as it streams in, and the alert of a
 * refused message. Blank text, a send in progress or no connection send nothing. A choice the
 * member taps is sent the same way, with the request it is about (`requestId`).
 */
export function useChat() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const history = useChatMessages();
  const userId = user?.id ?? '';
  const [pending, setPending] = useState<PendingMessage | null>(null);
  const [statuses, setStatuses] = useState<Record<string, ChatMessageStatus>>({});
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [alert, setAlert] = useState<ChatAlertType | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const setStatus = useCallback((id: string, status: ChatMessageStatus | null) => {
    setStatuses((current) => {
      const next = { ...current };
      if (status) next[id] = status;
      else delete next[id];
      return next;
    });
  }, []);

  const append = useCallback(
    (...messages: ChatMessage[]) =>
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(user?.id ?? ''), (current = []) => [
        ...current.filter((m) => !messages.some((added) => added.id === m.id)),
        ...messages,
      ]),
    [queryClient, user?.id],
  );

  const busy = pending !== null;
  const send = useCallback(
    async (text: string, requestId?: string) => {
      const message = text.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
      if (busy) return false;
      if (!online) {
        setAlert('offline');
        return false;
      }
      if (!message) {
        setAlert('invalidInput');
        return false;
      }
      setAlert(null);
      const local = { id: `pending-${Date.now()}`, message };
      setPending(local);
      setStatus(local.id, 'sending');
      let storedId: string | null = null;
      try {
        const input = requestId ? { message, request_id: requestId } : { message };
        const reply = await sendChatMessage(input, {
          onMessage: (stored) => {
            storedId = stored.id;
            append(stored);
            setStatus(stored.id, 'sent');
            setPending(null);
          },
          onDelta: (delta) => setStreamingText((current) => (current ?? '') + delta),
        });
        append(reply);
        // A follow-up ("make it 8pm") may have replaced an earlier proposal: the history says so.
        if (reply.proposals.length > 0) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.messages(userId) });
        }
        const id = storedId ?? local.id;
        setStatus(id, 'delivered');
        timers.current.push(window.setTimeout(() => setStatus(id, null), SENT_STATUS_MS));
        return true;
      } catch (error) {
        setStatus(storedId ?? local.id, 'error');
        const kind = alertFor(error);
        if (kind) setAlert(kind);
        if (kind === 'security') {
          toast.error(CHAT_TOASTS.securityCheckFailedTitle, {
            description: CHAT_TOASTS.securityCheckFailed,
          });
        } else if (isApiError(error, 'AUTH_REQUIRED')) {
          toast.error(CHAT_TOASTS.authRequiredTitle, { description: CHAT_TOASTS.authRequired });
        } else if (!kind) {
          toast.error(CHAT_TOASTS.messageFailedTitle, { description: CHAT_TOASTS.messageFailed });
        }
        // The composer keeps the words of a refused message, to edit and send again.
        return false;
      } finally {
        setStreamingText(null);
        setPending(null);
      }
    },
    [append, busy, online, queryClient, setStatus, userId],
  );

  return {
    messages: history.data ?? [],
    loading: history.isPending,
    loadFailed: history.isError,
    pending,
    statuses,
    streamingText,
    busy,
    online,
    alert,
    dismissAlert: () => setAlert(null),
    send,
  };
}
