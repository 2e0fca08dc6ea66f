import type {
  ChatMessage,
  ChatMessageInput,
  ChatStreamEvent,
} from '@aurum/shared/chat/chat-contract';
import * as chatRoutes from '@aurum/shared/chat/chat-routes';
import { networkError, toApiError } from '../../../lib/api-error';
import { refreshSession } from '../../../lib/api-client';
import { routePath } from '../../../lib/call-api';
import { sessionStore } from '../../../lib/session-store';

export interface SendHandlers {
  /** The server stored the member's message. */
  onMessage: (message: ChatMessage) => void;
  /** A piece of the reply's text as the language model writes it. */
  onDelta: (text: string) => void;
}

async function post(input: ChatMessageInput, signal?: AbortSignal) {
  const token = sessionStore.get()?.access_token;
  try {
    return await fetch(routePath(chatRoutes.send), {
      method: chatRoutes.send.method,
      headers: {
        Accept: 'application/x-ndjson',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(input),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

async function errorOf(response: Response) {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: toApiError gives the generic message.
  }
  return toApiError(response.status, body);
}

/**
 * POST /api/chat/messages, streamed (JSON lines): the stored message, the reply's text as it is
 * written, then the stored reply, which this resolves to. `request_id` goes with a message the
 * member sent by tapping one of the assistant's choices (the request it is about). Limits and alerts arrive as ApiError
 * (CHAT_RATE_LIMITED, CHAT_MESSAGE_FLAGGED, CHAT_INVALID_INPUT, CHAT_SECURITY_FAILED,
 * AUTH_REQUIRED). A 401 refreshes the session once and sends again.
 */
export async function sendChatMessage(
  input: ChatMessageInput,
  handlers: SendHandlers,
  signal?: AbortSignal,
): Promise<ChatMessage> {
  let response = await post(input, signal);
  if (response.status === 401 && sessionStore.get()) {
    if (await refreshSession().catch(() => null)) response = await post(input, signal);
  }
  if (!response.ok || !response.body) throw await errorOf(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split('\n');
    buffer = done ? '' : lines.pop()!;
    for (const line of lines.filter((l) => l.trim())) {
      const event = JSON.parse(line) as ChatStreamEvent;
      if (event.type === 'message') handlers.onMessage(event.message);
      else if (event.type === 'delta') handlers.onDelta(event.text);
      else if (event.type === 'reply') return event.reply;
      else throw toApiError(500, { code: event.code, message: event.message });
    }
    if (done) throw networkError();
  }
}
