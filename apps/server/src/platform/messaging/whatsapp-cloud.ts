import { type ChannelAdapter, postJson } from './messaging-port';

export interface WhatsAppSettings {
  url: string;
  phoneNumberId: string;
  accessToken: string;
  /** An approved message template with one body parameter, the notification's text. */
  template: string;
  language: string;
  timeoutMs: number;
}

/**
 * WhatsApp through Meta's Cloud API (ADR 077): a business may start a conversation only with an
 * approved template, so every notification is the template with its text as the one parameter.
 */
export function whatsAppCloudAdapter(settings: WhatsAppSettings): ChannelAdapter {
  return {
    name: 'whatsapp-cloud',
    async send(message) {
      await postJson(
        `${settings.url.replace(/\/+$/, '')}/${settings.phoneNumberId}/messages`,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: settings.template,
            language: { code: settings.language },
            components: [{ type: 'body', parameters: [{ type: 'text', text: message.text }] }],
          },
        },
        { authorization: `Bearer ${settings.accessToken}` },
        settings.timeoutMs,
      );
    },
  };
}
