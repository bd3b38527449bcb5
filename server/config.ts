import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is empty */
  dataDir: string;
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server */
  databaseUrl: string | null;
  /** HMAC secret for access tokens; generated and kept in the database when not given */
  jwtSecret: string | null;
  accessTokenMs: number;
  refreshTokenMs: number;
  /** public base URL printed at start */
  publicUrl: string;
  seedDemo: boolean;
  /** root folder of the embedded object store; path.join(dataDir, 'oss') when not given (server/storage) */
  ossDir?: string;
  /** Aliyun STS endpoint for AssumeRole; https://sts.aliyuncs.com/ when not given (a VPC endpoint, or a test's local peer) */
  stsEndpoint?: string;
  /**
   * a file each issued captcha code is appended to, for scripted browser journeys that cannot read a
   * picture (playwright.config.ts); unset, as in every real deployment, nothing is written (docs/auth.md)
   */
  captchaOutbox?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    // spec 1 section 9: token lifetime 900000 ms
    accessTokenMs: Number(env.ACCESS_TOKEN_MS ?? 900_000),
    refreshTokenMs: Number(env.REFRESH_TOKEN_MS ?? 7 * 24 * 3600_000),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    seedDemo: env.SEED_DEMO !== '0',
    ...(env.OSS_DIR ? { ossDir: path.resolve(env.OSS_DIR) } : {}),
    ...(env.ALIYUN_STS_ENDPOINT ? { stsEndpoint: env.ALIYUN_STS_ENDPOINT } : {}),
    ...(env.CAPTCHA_OUTBOX ? { captchaOutbox: path.resolve(env.CAPTCHA_OUTBOX) } : {}),
  };
}
