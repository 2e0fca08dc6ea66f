import type { Config } from './config';

/**
 * What a production server would keep instead of sending, told once at start: without SMTP the
 * mail goes to the dev mailbox table, without an SMS or WhatsApp gateway the messages go to the dev
 * outbox (ADR 077), and neither is readable in production. Outside production that is the point
 * of the dev mailbox and outbox, so nothing is said.
 */
export function missingGateways(config: Config): string[] {
  if (!config.isProduction) return [];
  const missing: string[] = [];
  if (!config.SMTP_URL) {
    missing.push('SMTP_URL is not set: e-mails are kept in the database, not sent');
  }
  if (!(config.SMS_API_USERNAME && config.SMS_API_PASSWORD)) {
    missing.push(
      'SMS_API_USERNAME and SMS_API_PASSWORD are not set: SMS notifications are kept in the outbox, not sent',
    );
  }
  if (!(config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_ACCESS_TOKEN)) {
    missing.push(
      'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are not set: WhatsApp notifications are kept in the outbox, not sent',
    );
  }
  return missing;
}
