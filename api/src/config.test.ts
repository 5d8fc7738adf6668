import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPackageRoot, loadConfig } from './config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (extra: Record<string, string>) => loadConfig({ JWT_SECRET: 'x', DATA_DIR: dataDir, ...extra });

describe('PUBLIC_SITE_URL (where logout goes, served in /config.json)', () => {
  it("defaults to the portal's /login", () => {
    expect(load({}).publicSiteUrl).toBe('/login');
    expect(load({ PUBLIC_SITE_URL: '  ' }).publicSiteUrl).toBe('/login');
  });

  it('takes a path or an http(s) URL', () => {
    expect(load({ PUBLIC_SITE_URL: '/farvel' }).publicSiteUrl).toBe('/farvel');
    expect(load({ PUBLIC_SITE_URL: 'https://www.provider.example' }).publicSiteUrl).toBe('https://www.provider.example/');
  });

  it('refuses anything else at start', () => {
    for (const bad of ['javascript:alert(1)', '//evil.example', 'www.provider.example']) {
      expect(() => load({ PUBLIC_SITE_URL: bad }), bad).toThrow(/PUBLIC_SITE_URL/);
    }
  });
});

describe("TIME_ZONE (the customers' zone of screens, PDFs, mails and digests)", () => {
  it('defaults to Copenhagen, reads the older DIGEST_TIME_ZONE, and prefers TIME_ZONE', () => {
    expect(load({}).timeZone).toBe('Europe/Copenhagen');
    expect(load({ DIGEST_TIME_ZONE: 'Europe/Oslo' }).timeZone).toBe('Europe/Oslo');
    expect(load({ TIME_ZONE: 'Europe/Berlin', DIGEST_TIME_ZONE: 'Europe/Oslo' }).timeZone).toBe('Europe/Berlin');
  });

  it('refuses a zone this runtime does not know at start', () => {
    expect(() => load({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
  });
});

describe('LOG_LEVEL', () => {
  it('defaults to info in production (one line per request) and debug elsewhere', () => {
    expect(load({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(load({}).logLevel).toBe('debug');
  });

  it("takes pino's levels and refuses anything else at start", () => {
    expect(load({ NODE_ENV: 'production', LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(() => load({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('EMBED_ORIGINS (frame-ancestors) and MFE_CORS_ORIGINS (who may fetch the remotes files)', () => {
  it("default to 'self' and no CORS", () => {
    expect(load({}).embedOrigins).toEqual(["'self'"]);
    expect(load({}).mfeCorsOrigins).toEqual([]);
    expect(load({ EMBED_ORIGINS: ' ', MFE_CORS_ORIGINS: '' }).embedOrigins).toEqual(["'self'"]);
  });

  it('take keywords and origins separated by commas or spaces', () => {
    expect(load({ EMBED_ORIGINS: "self https://intranet.example.com, https://*.provider.example:8443/" }).embedOrigins).toEqual([
      "'self'",
      'https://intranet.example.com',
      'https://*.provider.example:8443',
    ]);
    expect(load({ EMBED_ORIGINS: "'none'" }).embedOrigins).toEqual(["'none'"]);
    expect(load({ MFE_CORS_ORIGINS: 'http://localhost:8100,https://Portal.example' }).mfeCorsOrigins).toEqual([
      'http://localhost:8100',
      'https://portal.example',
    ]);
    expect(load({ MFE_CORS_ORIGINS: '*' }).mfeCorsOrigins).toBe('*');
  });

  it('refuse paths, other schemes, a wildcard mixed with origins and none with anything, at start', () => {
    for (const bad of ['https://intranet.example.com/portal', 'javascript:alert(1)', '*', "none https://a.example", 'https://a.example;script-src *']) {
      expect(() => load({ EMBED_ORIGINS: bad }), bad).toThrow(/EMBED_ORIGINS/);
    }
    for (const bad of ['* https://a.example', 'https://*.example.com', 'ftp://files.example', 'intranet']) {
      expect(() => load({ MFE_CORS_ORIGINS: bad }), bad).toThrow(/MFE_CORS_ORIGINS/);
    }
  });
});

describe('API_CORS_ORIGINS (pages on other origins that call the API through /embed.js)', () => {
  it('default to none, and take named origins', () => {
    expect(load({}).apiCorsOrigins).toEqual([]);
    expect(load({ API_CORS_ORIGINS: 'https://Tools.example.com/, http://localhost:8983' }).apiCorsOrigins).toEqual([
      'https://tools.example.com',
      'http://localhost:8983',
    ]);
  });

  it("refuse '*' (the API serves customer data: every origin is named), wildcards and non-origins, at start", () => {
    for (const bad of ['*', 'https://*.example.com', 'https://tools.example.com/app', 'tools']) {
      expect(() => load({ API_CORS_ORIGINS: bad }), bad).toThrow(/API_CORS_ORIGINS/);
    }
  });
});

describe("PROVIDER_SERVICE_EMAIL, PROVIDER_WEBHOOK_URL and PROVIDER_WEBHOOK_SECRET (the provider's channels)", () => {
  it('are off while unset, and the mail is Danish by default', () => {
    expect(load({}).providerEvents).toEqual({ serviceEmail: undefined, serviceCulture: 'da-DK', webhookUrl: undefined, webhookSecret: undefined });
  });

  it('take an address, a language, an http(s) URL with its secret', () => {
    const secret = 'a-secret-of-enough-length';
    expect(
      load({ PROVIDER_SERVICE_EMAIL: 'desk@provider.example', PROVIDER_SERVICE_CULTURE: 'en-GB', PROVIDER_WEBHOOK_URL: 'https://hooks.provider.example/portal', PROVIDER_WEBHOOK_SECRET: secret }).providerEvents,
    ).toEqual({ serviceEmail: 'desk@provider.example', serviceCulture: 'en-GB', webhookUrl: 'https://hooks.provider.example/portal', webhookSecret: secret });
  });

  it('refuse a URL without a secret (unsigned events), a short secret, other schemes, a bad address or language, at start', () => {
    expect(() => load({ PROVIDER_WEBHOOK_URL: 'https://hooks.provider.example' })).toThrow(/PROVIDER_WEBHOOK_SECRET/);
    expect(() => load({ PROVIDER_WEBHOOK_URL: 'https://hooks.provider.example', PROVIDER_WEBHOOK_SECRET: 'short' })).toThrow(/PROVIDER_WEBHOOK_SECRET/);
    expect(() => load({ PROVIDER_WEBHOOK_URL: 'ftp://hooks.provider.example', PROVIDER_WEBHOOK_SECRET: 'a-secret-of-enough-length' })).toThrow(/PROVIDER_WEBHOOK_URL/);
    expect(() => load({ PROVIDER_SERVICE_EMAIL: 'not an address' })).toThrow(/PROVIDER_SERVICE_EMAIL/);
    expect(() => load({ PROVIDER_SERVICE_CULTURE: 'fr-FR' })).toThrow(/PROVIDER_SERVICE_CULTURE/);
  });
});

describe('SESSION_MAX_HOURS and SESSION_RECHECK_SECONDS', () => {
  it('default to 12 hours and 60 seconds', () => {
    expect(load({}).sessionMaxHours).toBe(12);
    expect(load({}).sessionRecheckSeconds).toBe(60);
  });

  it('take whole numbers (0 rechecks on every request) and refuse anything else at start', () => {
    expect(load({ SESSION_MAX_HOURS: '24', SESSION_RECHECK_SECONDS: '0' })).toMatchObject({ sessionMaxHours: 24, sessionRecheckSeconds: 0 });
    expect(() => load({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
    expect(() => load({ SESSION_MAX_HOURS: '1.5' })).toThrow(/SESSION_MAX_HOURS/);
    expect(() => load({ SESSION_RECHECK_SECONDS: '-1' })).toThrow(/SESSION_RECHECK_SECONDS/);
  });
});

describe('file storage (S3_* variables, ADR 0018)', () => {
  it('is the local disk unless S3_BUCKET is set', () => {
    expect(load({}).fileStorage).toEqual({ kind: 'local' });
  });

  it('is an S3 bucket with S3_BUCKET: path-style and us-east-1 by default', () => {
    expect(
      load({ S3_BUCKET: 'portal-files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }).fileStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(load({ S3_BUCKET: 'files', S3_REGION: 'eu-north-1', S3_FORCE_PATH_STYLE: '0' }).fileStorage).toMatchObject({
      endpoint: undefined,
      region: 'eu-north-1',
      forcePathStyle: false,
    });
  });

  it('refuses half a configuration at start', () => {
    expect(() => load({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(() => load({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => load({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => load({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});

describe("the root README's environment-variable table", () => {
  const readme = readFileSync(join(apiPackageRoot, '..', 'README.md'), 'utf8');
  /** The first cell of each row of the table under "## Configuration": one or more `NAME`s, `REMOTE_<NAME>_URL` a pattern. */
  const documented = (() => {
    const section = readme.slice(readme.indexOf('\n## Configuration\n'), readme.indexOf('\n## ', readme.indexOf('\n## Configuration\n') + 1));
    const names = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_<>]*)`/g)].map((match) => match[1] ?? ''));
    return names.map((name) => ({ name, pattern: new RegExp(`^${name.replace(/<[A-Z]+>/g, '[A-Z0-9_]+')}$`) }));
  })();

  /** The variables loadConfig reads: each `env.NAME` in config.ts, and whatever a load reads through the helpers it calls. */
  const read = (() => {
    const names = new Set([...readFileSync(join(apiPackageRoot, 'src', 'config.ts'), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? ''));
    const recording = (values: Record<string, string>) =>
      new Proxy(values, {
        get(target, key) {
          if (typeof key === 'string') names.add(key);
          return target[key as string];
        },
      });
    // Every branch that reads more: S3 storage on, and a remote named by a variable (REMOTE_<NAME>_URL).
    loadConfig(recording({ JWT_SECRET: 'x', DATA_DIR: dataDir }));
    loadConfig(recording({ JWT_SECRET: 'x', DATA_DIR: dataDir, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', REMOTE_TABLECHECK_URL: 'https://cdn.example/x/' }));
    return [...names];
  })();

  it('lists every variable config.ts reads', () => {
    expect(documented.length).toBeGreaterThan(30);
    expect(read.filter((name) => !documented.some(({ pattern }) => pattern.test(name)))).toEqual([]);
  });

  it('lists no variable config.ts does not read', () => {
    expect(documented.filter(({ pattern }) => !read.some((name) => pattern.test(name))).map(({ name }) => name)).toEqual([]);
  });
});
