import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { devOutboxAdapter } from './dev-outbox';
import { messagingPort, type MessagingPort } from './messaging-port';
import { bulkSmsAdapter } from './sms-bulksms';
import { whatsAppCloudAdapter } from './whatsapp-cloud';

/** The messaging port from settings: each channel's gateway when configured, else the outbox. */
export function messagingFromConfig(config: Config, db: Database, clock: Clock): MessagingPort {
  const outbox = devOutboxAdapter(db, clock);
  const timeoutMs = config.MESSAGING_TIMEOUT_MS;
  return messagingPort({
    sms:
      config.SMS_API_USERNAME && config.SMS_API_PASSWORD
        ? bulkSmsAdapter({
            url: config.SMS_API_URL,
            username: config.SMS_API_USERNAME,
            password: config.SMS_API_PASSWORD,
            ...(config.SMS_FROM ? { from: config.SMS_FROM } : {}),
            timeoutMs,
          })
        : outbox,
    whatsapp:
      config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_ACCESS_TOKEN
        ? whatsAppCloudAdapter({
            url: config.WHATSAPP_API_URL,
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: config.WHATSAPP_ACCESS_TOKEN,
            template: config.WHATSAPP_TEMPLATE,
            language: config.WHATSAPP_TEMPLATE_LANGUAGE,
            timeoutMs,
          })
        : outbox,
  });
}
