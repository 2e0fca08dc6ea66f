import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { missingGateways } from './missing-gateways';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(48),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  DATA_DIR: '/tmp/aurum-missing-gateways',
};

describe('missingGateways', () => {
  it('tells a production server each gateway it would keep messages for instead of sending', () => {
    const said = missingGateways(loadConfig(production));
    expect(said).toHaveLength(3);
    expect(said.join('\n')).toMatch(
      /SMTP_URL[\s\S]*SMS_API_USERNAME[\s\S]*WHATSAPP_PHONE_NUMBER_ID/,
    );
  });

  it('says nothing once every gateway is configured', () => {
    const config = loadConfig({
      ...production,
      SMTP_URL: 'smtp://mail.example.com:587',
      SMS_API_USERNAME: 'aurum',
      SMS_API_PASSWORD: 'secret',
      WHATSAPP_PHONE_NUMBER_ID: '123456',
      WHATSAPP_ACCESS_TOKEN: 'token',
    });
    expect(missingGateways(config)).toEqual([]);
  });

  it('says nothing outside production, where the dev mailbox and outbox are the point', () => {
    const { NODE_ENV: _production, ...development } = production;
    expect(missingGateways(loadConfig(development))).toEqual([]);
  });
});
