import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ACCESS_LOG_MODES } from './http/access-log';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const positiveInt = z.coerce.number().int().positive();

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address/prefix (CIDR) or one of the range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-* headers to believe: `false` (none), a number of hops (the nearest
 * n proxies; `true` means 1) or a list of proxy addresses. The client's address is then the one
 * the outermost trusted proxy saw, never an entry the client wrote itself. See ADR 013.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d{1,3}$/.test(value)) return Number(value) || false;
    const addresses = value.split(',').map((entry) => entry.trim());
    if (addresses.every(isProxyAddress)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxy hops (true = 1) or a comma list of proxy addresses or CIDRs',
    });
    return z.NEVER;
  });

/** Every environment variable Aurum reads, with its default. README documents each one. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    SITE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_ENCRYPTION_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
    /** Keys a rotation replaced, comma-separated: they still open, never seal (ADR 083). */
    DATA_ENCRYPTION_KEY_PREVIOUS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .superRefine((keys, ctx) => {
        keys.forEach((key, i) => {
          if (Buffer.from(key, 'base64').length !== 32) {
            ctx.addIssue({
              code: 'custom',
              message: `key ${i + 1} must be 32 bytes in base64 (openssl rand -base64 32)`,
            });
          }
        });
      })
      .default([]),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Aurum Concierge <concierge@aurum.local>'),
    ADMIN_EMAIL: z.email().default('concierge-team@aurum.local'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    ACCESS_LOG: z.enum(ACCESS_LOG_MODES).default('all'),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** A session unused this long is ended (ASVS 7.3.1, ADR 054): 7 days. */
    SESSION_IDLE_MINUTES: positiveInt.default(7 * 24 * 60),
    /** A session older than this is ended however active (ASVS 7.3.2, ADR 054). */
    SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
    REQUEST_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    TRUST_PROXY: trustProxy.default(false),
    BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
    AUTH_RATE_LIMIT_ATTEMPTS: positiveInt.default(5),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(15 * 60),
    AUTH_RATE_LIMIT_BLOCK_SECONDS: positiveInt.default(30 * 60),
    AUTH_IP_RATE_LIMIT_ATTEMPTS: positiveInt.default(50),
    TELEMETRY_RATE_LIMIT_ATTEMPTS: positiveInt.default(30),
    CONFIRMATION_LINK_HOURS: positiveInt.default(24),
    PROVIDER_LINK_HOURS: positiveInt.default(48),
    SEED_CATALOGUE: bool.optional(),
    JOBS_POLL_MS: positiveInt.default(1000),
    SERVE_WEB: bool.default(true),
    SEED_DEMO: bool.optional(),
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, 'must be a Paystack secret key (sk_test_... or sk_live_...)')
      .optional(),
    PAYSTACK_PUBLIC_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Paystack public key (pk_test_... or pk_live_...)')
      .optional(),
    PAYSTACK_API_URL: z.url().default('https://api.paystack.co'),
    PAYSTACK_TIMEOUT_MS: positiveInt.default(10_000),
    PAYMENTS_SANDBOX: bool.optional(),
    /**
     * A checkout's time-out: the sandbox's, and Aurum's when the Paystack integration sets none
     * (its payment session timeout is 0). A checkout still unpaid then is marked abandoned.
     */
    PAYMENT_SESSION_TIMEOUT_SECONDS: positiveInt.default(1800),
    /** An OpenAI-compatible chat API for the assistant (ADR 019); without it Aurum's own engine. */
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: positiveInt.default(10_000),
    CHAT_RATE_LIMIT_MESSAGES: positiveInt.default(20),
    /** Vault files in an S3-compatible bucket (ADR 020); without S3_BUCKET under DATA_DIR/files. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
    /** A member's Home Assistant hub (ADR 065): how long one call may take. */
    HOME_HUB_TIMEOUT_MS: positiveInt.default(5000),
    /**
     * Which addresses a member's hub may have (ADR 065): `public` (internet only), `lan` (also
     * private ranges: 192.168.x.x, 10.x, homeassistant.local) or `loopback` (also this machine,
     * for tests and a hub on the same host). Link-local and unspecified addresses never.
     */
    HOME_HUB_NETWORKS: z.enum(['public', 'lan', 'loopback']).optional(),
    /** Bearer token for GET /metrics (ADR 074); without it the route answers 404. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Web push (ADR 077): the VAPID key pair; generated under DATA_DIR outside production. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[\w-]{80,100}$/, 'must be a base64url VAPID public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[\w-]{40,50}$/, 'must be a base64url VAPID private key')
      .optional(),
    /** Who push services may contact about Aurum's pushes: mailto: or https: (ADMIN_EMAIL by default). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
    PUSH_TIMEOUT_MS: positiveInt.default(10_000),
    /** SMS through the BulkSMS JSON API (ADR 077); without credentials the dev outbox keeps them. */
    SMS_API_URL: z.url().default('https://api.bulksms.com/v1'),
    SMS_API_USERNAME: z.string().min(1).optional(),
    SMS_API_PASSWORD: z.string().min(1).optional(),
    /** The sender id shown on the member's phone, where the gateway allows one. */
    SMS_FROM: z.string().min(1).max(16).optional(),
    /** WhatsApp through the Cloud API (ADR 077): an approved template with one body parameter. */
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d+$/, 'must be the number id (digits)')
      .optional(),
    WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
    WHATSAPP_TEMPLATE: z
      .string()
      .regex(/^[a-z0-9_]+$/, 'must be a template name')
      .default('aurum_update'),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).max(10).default('en'),
    MESSAGING_TIMEOUT_MS: positiveInt.default(10_000),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message:
          'set both AI_BASE_URL and AI_MODEL (AI_API_KEY if the server needs one), or neither',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when S3_ENDPOINT or S3 keys are set',
      });
    }
    const pairs = [
      ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
      ['SMS_API_USERNAME', 'SMS_API_PASSWORD'],
      ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'],
    ] as const;
    for (const [first, second] of pairs) {
      if (Boolean(env[first]) !== Boolean(env[second])) {
        ctx.addIssue({
          code: 'custom',
          path: [second],
          message: `set both ${first} and ${second}, or neither`,
        });
      }
    }
    const mode = (key: string | undefined) => key?.split('_')[1];
    if (Boolean(env.PAYSTACK_SECRET_KEY) !== Boolean(env.PAYSTACK_PUBLIC_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_PUBLIC_KEY'],
        message: 'set both PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY, or neither',
      });
    } else if (mode(env.PAYSTACK_SECRET_KEY) !== mode(env.PAYSTACK_PUBLIC_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_PUBLIC_KEY'],
        message: 'must be of the same mode (test or live) as PAYSTACK_SECRET_KEY',
      });
    }
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    isProduction: env.NODE_ENV === 'production',
    /** Aurum's own test-mode checkout, used without Paystack keys; off in production unless asked. */
    PAYMENTS_SANDBOX: env.PAYMENTS_SANDBOX ?? env.NODE_ENV !== 'production',
    /** The server's own loopback only outside production unless asked (ADR 065). */
    HOME_HUB_NETWORKS:
      env.HOME_HUB_NETWORKS ?? (env.NODE_ENV === 'production' ? 'lan' : 'loopback'),
  }));

export type Config = z.infer<typeof configSchema> & {
  JWT_SECRET: string;
  DATA_ENCRYPTION_KEY: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  if (config.isProduction) {
    const missing = (['JWT_SECRET', 'DATA_ENCRYPTION_KEY'] as const).filter((key) => !config[key]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((key) => `${key}: required when NODE_ENV=production`));
    }
  }
  const dataKey =
    config.DATA_ENCRYPTION_KEY ??
    developmentSecret(config.DATA_DIR, 'data-encryption-key', () =>
      randomBytes(32).toString('base64'),
    );
  const repeated = config.DATA_ENCRYPTION_KEY_PREVIOUS.findIndex((key) => sameKey(key, dataKey));
  if (repeated >= 0) {
    throw new ConfigError([
      `DATA_ENCRYPTION_KEY_PREVIOUS: key ${repeated + 1} is DATA_ENCRYPTION_KEY itself; list only the keys it replaced`,
    ]);
  }
  return {
    ...config,
    JWT_SECRET:
      config.JWT_SECRET ??
      developmentSecret(config.DATA_DIR, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    DATA_ENCRYPTION_KEY: dataKey,
  };
}

const sameKey = (a: string, b: string) => Buffer.from(a, 'base64').equals(Buffer.from(b, 'base64'));

/**
 * Outside production a secret is generated once and kept under DATA_DIR, so sessions and sealed
 * data survive a restart.
 */
function developmentSecret(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
