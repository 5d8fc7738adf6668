import { mapAttributionFor, parseMapTileUrl } from '@portal/page-server/map-tiles';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseApiCorsOrigins, parseCorsOrigins, parseEmbedOrigins } from '@portal/page-server/content-security-policy';
import { registryFromEnv, type RemoteRegistry } from '@portal/shared/remote-registry';
import { DEFAULT_TIME_ZONE, defaultNotificationCulture, isTimeZone, notificationCultures } from '@portal/shared/rules';
import type { NotificationCulture } from '@portal/shared/contract';

/** Folder of the api package (works from src/ and dist/). */
export const apiPackageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** An S3-compatible bucket for the stored files (ADR 0018). */
export interface S3Settings {
  /** S3_ENDPOINT, e.g. http://minio:9000; unset: AWS's endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  /** S3_REGION (default us-east-1, which MinIO accepts). */
  region: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset: the SDK's default chain (instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most S3-compatible servers need; S3_FORCE_PATH_STYLE=0 for virtual hosts. */
  forcePathStyle: boolean;
}

export type FileStorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** SQLite file, used when `databaseUrl` is not set. */
  sqliteFile: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Sender of outgoing mail. */
  mailFrom: string;
  jwtSecret: string;
  /**
   * SSO_SECRET_KEY (at least 32 characters): encrypts the customers' OpenID Connect client secrets at rest
   * (ADR 0063). Unset: a key generated once and kept in DATA_DIR/sso-secret-key, as JWT_SECRET is; several
   * API processes, and the import command run elsewhere, need the same value set.
   */
  ssoSecretKey: string;
  providerName: string;
  /** PROVIDER_LOGO: the provider's logo (a PNG or JPEG file) at the top of every report PDF; unset: a neutral mark. */
  providerLogo: Buffer | undefined;
  publicUrl: string;
  /** PUBLIC_SITE_URL: the provider's public site, where logout goes (served in /config.json). */
  publicSiteUrl: string;
  /** MAP_TILE_URL / MAP_TILE_ATTRIBUTION: the portfolio map's tiles (served in /config.json; the CSP allows their origin). */
  mapTileUrl: string;
  mapAttribution: string;
  environment: string;
  portalRoot: string;
  /** Folder of the `<culture>.json` dictionaries (api/dictionaries; tests point elsewhere). */
  dictionariesDir: string;
  /**
   * DEMO_DATA: 'auto' (default) seeds the demo into an empty database; 'refresh' re-imports it at
   * every start (dates move to today, changes to demo records are undone); '0' never seeds.
   */
  demoData: 'auto' | 'refresh' | 'off';
  /** Whole-request limit (uploads of 100 MB included); Node checks it every 30 s. */
  requestTimeoutMs: number;
  /** Non-upload bodies (JSON, the public sign-in) must arrive within this. */
  bodyTimeoutMs: number;
  /** Sign-in attempts allowed per IP + e-mail per minute. */
  signInRateLimit: number;
  /** Sign-in attempts allowed per IP (any e-mail) per minute: against password spraying. */
  signInIpRateLimit: number;
  /** SESSION_MAX_HOURS: a sign-in's absolute lifetime; renewing the token never extends it. */
  sessionMaxHours: number;
  /**
   * SESSION_RECHECK_SECONDS: how long an API process trusts its cached session state before reading
   * the database again; bounds how late a logout made through another process takes effect there
   * (0: read on every request).
   */
  sessionRecheckSeconds: number;
  /** TRUST_PROXY=1 behind a reverse proxy: take the client IP from X-Forwarded-For (rate limiting). */
  trustProxy: boolean;
  /** BUNDLE_QUEUE_LIMIT: report bundles one employee may have queued or being built (429 beyond). */
  bundleQueueLimit: number;
  /** JOB_LEASE_MS: how long a job claim holds without renewal; a crashed worker's job is retried after it. */
  jobLeaseMs: number;
  /** JOB_POLL_MS: how often an idle worker looks for jobs (retries, expired leases, other processes'). */
  jobPollMs: number;
  /** DIGEST_CHECK_MS: how often the digest scheduler looks for a due digest (0: never; tests). */
  digestCheckMs: number;
  /** DIGEST_HOUR: local hour (0-23) at which the daily and the Monday digests are due. */
  digestHour: number;
  /**
   * TIME_ZONE (older name DIGEST_TIME_ZONE): the customers' zone (ADR 0048). Screens, PDFs and mails show
   * times in it, and the digests' "day before" and DIGEST_HOUR are its.
   */
  timeZone: string;
  /** EMBED_ORIGINS as `frame-ancestors` sources: who may show the portal in a frame ('self' by default). */
  embedOrigins: string[];
  /** MFE_CORS_ORIGINS: other origins that may fetch the remotes' files (none by default, '*' for any). */
  mfeCorsOrigins: '*' | string[];
  /**
   * Where /remotes.json comes from (first that is set): REMOTES_FILE, a registry file read again whenever
   * it changes; REMOTE_<NAME>_URL variables (`remotesFromEnv`); else the remotes built under PORTAL_ROOT.
   */
  remotesFile: string | undefined;
  remotesFromEnv: RemoteRegistry | null;
  /** Where uploads and generated files live: DATA_DIR/files (default) or an S3 bucket when S3_BUCKET is set. */
  fileStorage: FileStorageConfig;
  /** API_CORS_ORIGINS: pages on other origins (provider tools using /embed.js) that may call /api (none by default). */
  apiCorsOrigins: string[];
  /**
   * Where the provider hears of the customers' actions at once (docs/provider-integration.md). Each channel is
   * off while its address is unset. PROVIDER_SERVICE_EMAIL: the service desk's mailbox; PROVIDER_WEBHOOK_URL:
   * an http(s) URL the events are POSTed to, signed with PROVIDER_WEBHOOK_SECRET (required with the URL).
   */
  providerEvents: ProviderEventsConfig;
  /** METRICS_TOKEN: the Bearer token /api/metrics wants; unset: the metrics are off (404). */
  metricsToken: string | undefined;
  logger: boolean;
  /** LOG_LEVEL (pino): default `info` in production (one line per request), `debug` elsewhere. */
  logLevel: LogLevel;
}

export interface ProviderEventsConfig {
  serviceEmail: string | undefined;
  /** PROVIDER_SERVICE_CULTURE: the language of the service desk's mail (da-DK, en-GB or de-DE). */
  serviceCulture: NotificationCulture;
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
}

/** The provider's two channels; a URL without a secret would send unsigned events, so the start fails instead. */
function parseProviderEvents(env: Env): ProviderEventsConfig {
  const serviceEmail = nonEmpty(env.PROVIDER_SERVICE_EMAIL);
  const webhookUrl = nonEmpty(env.PROVIDER_WEBHOOK_URL);
  const webhookSecret = nonEmpty(env.PROVIDER_WEBHOOK_SECRET);
  if (serviceEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(serviceEmail)) {
    throw new Error(`PROVIDER_SERVICE_EMAIL must be an e-mail address, got '${serviceEmail}'`);
  }
  if (webhookUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(webhookUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`PROVIDER_WEBHOOK_URL must be an http(s) URL, got '${webhookUrl}'`);
    if (webhookSecret === undefined || webhookSecret.length < 16) throw new Error('PROVIDER_WEBHOOK_SECRET must be set (at least 16 characters) when PROVIDER_WEBHOOK_URL is set');
  }
  const culture = nonEmpty(env.PROVIDER_SERVICE_CULTURE) ?? defaultNotificationCulture;
  const serviceCulture = notificationCultures.find((candidate) => candidate === culture);
  if (!serviceCulture) throw new Error(`PROVIDER_SERVICE_CULTURE must be one of ${notificationCultures.join(', ')}, got '${culture}'`);
  return { serviceEmail, serviceCulture, webhookUrl, webhookSecret };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function parseLogLevel(value: string | undefined, environment: string): LogLevel {
  if (value === undefined) return environment === 'production' ? 'info' : 'debug';
  const level = LOG_LEVELS.find((candidate) => candidate === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${value}'`);
  return level;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got '${value ?? ''}'`);
  }
  return port;
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a positive integer, got '${value}'`);
  }
  return parsed;
}

function parseNonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  }
  return parsed;
}

function parseDigestHour(value: string | undefined): number {
  const hour = parseNonNegativeInteger('DIGEST_HOUR', value, 6);
  if (hour > 23) throw new Error(`DIGEST_HOUR must be an hour from 0 to 23, got '${value ?? ''}'`);
  return hour;
}

/** The logo file, read once at start: a PNG or JPEG (what pdfkit draws), else the start fails with the reason. */
function readLogo(file: string | undefined): Buffer | undefined {
  if (file === undefined) return undefined;
  let data: Buffer;
  try {
    data = readFileSync(resolve(file));
  } catch {
    throw new Error(`PROVIDER_LOGO must be a readable PNG or JPEG file, got '${file}'`);
  }
  const png = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = data[0] === 0xff && data[1] === 0xd8;
  if (!png && !jpeg) throw new Error(`PROVIDER_LOGO must be a PNG or JPEG file, got '${file}'`);
  return data;
}

function parseTimeZone(value: string | undefined): string {
  const zone = value ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) throw new Error(`TIME_ZONE must be an IANA time zone such as Europe/Copenhagen, got '${zone}'`);
  return zone;
}

function parseDemoData(value: string | undefined): AppConfig['demoData'] {
  if (value === undefined || value === '1' || value === 'auto') return 'auto';
  if (value === 'refresh') return 'refresh';
  if (value === '0' || value === 'off') return 'off';
  throw new Error(`DEMO_DATA must be auto, refresh or 0, got '${value}'`);
}

/** PUBLIC_SITE_URL: a path on the portal ('/login', the default) or an absolute http(s) URL. */
function parsePublicSiteUrl(value: string | undefined): string {
  if (value === undefined) return '/login';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`PUBLIC_SITE_URL must be a path starting with / or an http(s) URL, got '${value}'`);
  }
  return url.href;
}

/** S3_BUCKET selects the S3 store; the other S3_* variables without it are a mistake, not a silent fallback to the disk. */
function parseFileStorage(env: Env): FileStorageConfig {
  const bucket = nonEmpty(env.S3_BUCKET);
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (!bucket) {
    if (endpoint || accessKeyId || secretAccessKey) throw new Error('S3_BUCKET must be set when S3_ENDPOINT or S3 keys are set');
    return { kind: 'local' };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET is not a valid bucket name: '${bucket}'`);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  }
  const pathStyle = nonEmpty(env.S3_FORCE_PATH_STYLE);
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === undefined ? true : pathStyle === '1' || pathStyle === 'true',
  };
}

/** Reads the variable, or a secret generated once and kept in DATA_DIR/`fileName` (mode 0600). */
function loadSecret(value: string | undefined, dataDir: string, fileName: string): string {
  const fromEnv = nonEmpty(value);
  if (fromEnv) return fromEnv;
  const file = join(dataDir, fileName);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function loadSsoSecretKey(env: Env, dataDir: string): string {
  const key = loadSecret(env.SSO_SECRET_KEY, dataDir, 'sso-secret-key');
  if (key.length < 32) throw new Error('SSO_SECRET_KEY must be at least 32 characters');
  return key;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const repoRoot = resolve(apiPackageRoot, '..');
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = resolve(nonEmpty(env.DATA_DIR) ?? join(repoRoot, 'data'));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const mapTileUrl = parseMapTileUrl(env.MAP_TILE_URL);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    sqliteFile: join(dataDir, 'portal.sqlite'),
    databaseUrl,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? `${nonEmpty(env.PROVIDER_NAME) ?? 'Nordisk Sikring'} <no-reply@localhost>`,
    jwtSecret: loadSecret(env.JWT_SECRET, dataDir, 'jwt-secret'),
    ssoSecretKey: loadSsoSecretKey(env, dataDir),
    providerName: nonEmpty(env.PROVIDER_NAME) ?? 'Nordisk Sikring',
    providerLogo: readLogo(nonEmpty(env.PROVIDER_LOGO)),
    publicUrl: nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`,
    publicSiteUrl: parsePublicSiteUrl(nonEmpty(env.PUBLIC_SITE_URL)),
    mapTileUrl,
    mapAttribution: mapAttributionFor(env.MAP_TILE_ATTRIBUTION, mapTileUrl),
    environment: nonEmpty(env.NODE_ENV) ?? 'development',
    portalRoot: resolve(nonEmpty(env.PORTAL_ROOT) ?? repoRoot),
    dictionariesDir: resolve(nonEmpty(env.DICTIONARIES_DIR) ?? join(apiPackageRoot, 'dictionaries')),
    demoData: parseDemoData(nonEmpty(env.DEMO_DATA)),
    requestTimeoutMs: parsePositiveInteger('REQUEST_TIMEOUT_MS', nonEmpty(env.REQUEST_TIMEOUT_MS), 10 * 60 * 1000),
    bodyTimeoutMs: parsePositiveInteger('BODY_TIMEOUT_MS', nonEmpty(env.BODY_TIMEOUT_MS), 10_000),
    signInRateLimit: parsePositiveInteger('SIGN_IN_RATE_LIMIT', nonEmpty(env.SIGN_IN_RATE_LIMIT), 20),
    signInIpRateLimit: parsePositiveInteger('SIGN_IN_IP_RATE_LIMIT', nonEmpty(env.SIGN_IN_IP_RATE_LIMIT), 30),
    sessionMaxHours: parsePositiveInteger('SESSION_MAX_HOURS', nonEmpty(env.SESSION_MAX_HOURS), 12),
    sessionRecheckSeconds: parseNonNegativeInteger('SESSION_RECHECK_SECONDS', nonEmpty(env.SESSION_RECHECK_SECONDS), 60),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    bundleQueueLimit: parsePositiveInteger('BUNDLE_QUEUE_LIMIT', nonEmpty(env.BUNDLE_QUEUE_LIMIT), 5),
    jobLeaseMs: parsePositiveInteger('JOB_LEASE_MS', nonEmpty(env.JOB_LEASE_MS), 60_000),
    jobPollMs: parsePositiveInteger('JOB_POLL_MS', nonEmpty(env.JOB_POLL_MS), 5_000),
    digestCheckMs: parseNonNegativeInteger('DIGEST_CHECK_MS', nonEmpty(env.DIGEST_CHECK_MS), 60_000),
    digestHour: parseDigestHour(nonEmpty(env.DIGEST_HOUR)),
    timeZone: parseTimeZone(nonEmpty(env.TIME_ZONE) ?? nonEmpty(env.DIGEST_TIME_ZONE)),
    embedOrigins: parseEmbedOrigins(env.EMBED_ORIGINS),
    mfeCorsOrigins: parseCorsOrigins(env.MFE_CORS_ORIGINS),
    remotesFile: nonEmpty(env.REMOTES_FILE) ? resolve(nonEmpty(env.REMOTES_FILE) as string) : undefined,
    remotesFromEnv: registryFromEnv(env),
    fileStorage: parseFileStorage(env),
    apiCorsOrigins: parseApiCorsOrigins(env.API_CORS_ORIGINS),
    providerEvents: parseProviderEvents(env),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    logger: env.NODE_ENV !== 'test',
    logLevel: parseLogLevel(nonEmpty(env.LOG_LEVEL), nonEmpty(env.NODE_ENV) ?? 'development'),
  };
}
