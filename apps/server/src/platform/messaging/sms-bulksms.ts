import { type ChannelAdapter, postJson } from './messaging-port';

export interface BulkSmsSettings {
  url: string;
  username: string;
  password: string;
  from?: string;
  timeoutMs: number;
}

/**
 * SMS through BulkSMS's JSON API (POST /messages with basic auth; a South African gateway that
 * serves +27 numbers, ADR 077). The answer lists the accepted messages; anything but 2xx throws.
 */
export function bulkSmsAdapter(settings: BulkSmsSettings): ChannelAdapter {
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`;
  return {
    name: 'bulksms',
    async send(message) {
      await postJson(
        `${settings.url.replace(/\/+$/, '')}/messages`,
        {
          to: message.to,
          body: message.text,
          encoding: 'UNICODE',
          ...(settings.from ? { from: settings.from } : {}),
        },
        { authorization },
        settings.timeoutMs,
      );
    },
  };
}
