/** The channels the messaging port carries (ADR 077). */
export type MessageChannel = 'sms' | 'whatsapp';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** The member's number in E.164 (+27...). */
  to: string;
  text: string;
}

/**
 * One port for text messages: SMS through a gateway, WhatsApp through the Cloud API, or the dev
 * outbox that keeps them. `send` resolves once the provider accepted the message and throws on
 * any refusal or time-out, so the delivery job retries with back-off.
 */
export interface MessagingPort {
  /** Per channel, which adapter carries it ('outbox', 'bulksms', 'whatsapp-cloud'). */
  readonly adapters: Record<MessageChannel, string>;
  send(message: OutgoingMessage): Promise<void>;
}

export interface ChannelAdapter {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The port over one adapter per channel. */
export function messagingPort(adapters: Record<MessageChannel, ChannelAdapter>): MessagingPort {
  return {
    adapters: { sms: adapters.sms.name, whatsapp: adapters.whatsapp.name },
    send: (message) => adapters[message.channel].send(message),
  };
}

/** POSTs JSON and throws with the status and the start of the answer unless 2xx. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${new URL(url).host} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  return text ? (JSON.parse(text) as unknown) : null;
}
