import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const positiveInt = z.coerce.number().int().positive();

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
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Aurum Concierge <concierge@aurum.local>'),
    ADMIN_EMAIL: z.email().default('concierge-team@aurum.local'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: bool.default(false),
    BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
    AUTH_RATE_LIMIT_ATTEMPTS: positiveInt.default(5),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(15 * 60),
    AUTH_RATE_LIMIT_BLOCK_SECONDS: positiveInt.default(30 * 60),
    AUTH_IP_RATE_LIMIT_ATTEMPTS: positiveInt.default(50),
    CONFIRMATION_LINK_HOURS: positiveInt.default(24),
    PROVIDER_LINK_HOURS: positiveInt.default(48),
    SEED_CATALOGUE: bool.optional(),
    JOBS_POLL_MS: positiveInt.default(1000),
    SERVE_WEB: bool.default(true),
    SEED_DEMO: bool.optional(),
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    isProduction: env.NODE_ENV === 'production',
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
  return {
    ...config,
    JWT_SECRET:
      config.JWT_SECRET ??
      developmentSecret(config.DATA_DIR, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    DATA_ENCRYPTION_KEY:
      config.DATA_ENCRYPTION_KEY ??
      developmentSecret(config.DATA_DIR, 'data-encryption-key', () =>
        randomBytes(32).toString('base64'),
      ),
  };
}

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
