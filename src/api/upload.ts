/**
 * The browser's upload client (spec 1 section 9, Upload): temporary credentials from
 * crm-anhua/file/get_oss_auth, then ali-oss straight to the object store (the embedded one on this
 * server, or an Aliyun bucket). Credentials answering success false stop it cleanly: upload()
 * returns false and nothing is sent. Objects are named with objectName() under the credentials'
 * folder (commonFile/<tenant>/); progress is a percentage with one decimal; the answered URL is
 * decoded with its query removed; a status other than 200 rejects with the response.
 *
 * ali-oss (its browser build, 680 kB minified) is loaded by dynamic import when the first upload
 * starts. Everything outside is injectable, so the rules also run in Node against the real server.
 */
import { cleanUrl, formatProgress, objectName } from '../domain/upload';
import { http, type Envelope } from './http';

export const OSS_AUTH_URL = '/api/crm-anhua/file/get_oss_auth';
/** ali-oss part size: 1 MiB (the store wants at least 100 KiB for every part but the last). */
export const UPLOAD_PART_SIZE = 1024 * 1024;
/** Parts in flight at once. */
export const UPLOAD_PARALLEL = 3;
/** Credentials this close to their expiry are fetched anew before an upload starts. */
export const CREDENTIAL_MARGIN_MS = 60_000;

/** The answer of get_oss_auth (server/storage/credentials.ts). */
export interface OssCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  region: string;
  bucket: string;
  endpoint: string;
  expiration: string;
  dir: string;
  provider: 'embedded' | 'aliyun';
  sldEnable: boolean;
}

/** What the upload client uses of an ali-oss client. */
export interface OssResponse {
  status: number;
  headers?: Record<string, unknown>;
  requestUrls?: string[];
}
export interface OssClient {
  multipartUpload(
    name: string,
    file: unknown,
    options: { partSize: number; parallel: number; progress: (p: number, checkpoint?: { uploadId?: string }) => unknown; mime?: string },
  ): Promise<{ name: string; res: OssResponse }>;
  cancel(): void;
  abortMultipartUpload(name: string, uploadId: string): Promise<unknown>;
}
export type OssConstructor = new (options: Record<string, unknown>) => OssClient;

/** A file to upload: a browser File, or a name with a body ali-oss can send (a Buffer in Node). */
export type UploadSource = File | { name: string; size: number; type?: string; body: unknown };

export interface UploadOptions {
  /** percentage 0..100 with one decimal */
  onProgress?: (percent: number) => void;
  /** aborts the upload: the promise rejects with an UploadCancelled */
  signal?: AbortSignal;
}

export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

export interface UploaderDeps {
  /** get_oss_auth; a rejection (the http client's business error) counts as success false */
  fetchCredentials: () => Promise<Envelope<OssCredentials>>;
  loadOss: () => Promise<OssConstructor>;
  uuid: () => string;
  now: () => number;
}

export interface Uploader {
  /** Credentials for the next upload: cached until a minute before they expire; false when refused. */
  credentials(): Promise<OssCredentials | false>;
  /** Uploads one file: its clean URL, or false when no credentials could be had (nothing uploaded). */
  upload(file: UploadSource, options?: UploadOptions): Promise<string | false>;
  /** The reason of the last refusal of credentials (the server's message), for the caller to show. */
  lastError(): string | null;
}

const isEnvelope = (x: unknown): x is Envelope<OssCredentials> => !!x && typeof x === 'object' && 'success' in x;

export function createUploader(deps: UploaderDeps): Uploader {
  let cached: OssCredentials | null = null;
  let pending: Promise<OssCredentials | false> | null = null;
  let refusal: string | null = null;

  const fresh = (c: OssCredentials) => Date.parse(c.expiration) - deps.now() > CREDENTIAL_MARGIN_MS;

  async function fetchNew(): Promise<OssCredentials | false> {
    let env: Envelope<OssCredentials>;
    try {
      env = await deps.fetchCredentials();
    } catch (err) {
      refusal = err instanceof Error ? err.message : String(err);
      return false;
    }
    if (!isEnvelope(env) || !env.success || !env.data) {
      refusal = isEnvelope(env) ? env.msg : null;
      return false;
    }
    refusal = null;
    cached = env.data;
    return env.data;
  }

  function credentials(): Promise<OssCredentials | false> {
    if (cached && fresh(cached)) return Promise.resolve(cached);
    // uploads starting together share one request
    pending ??= fetchNew().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function upload(file: UploadSource, options: UploadOptions = {}): Promise<string | false> {
    const c = await credentials();
    if (!c) return false;
    if (options.signal?.aborted) throw new UploadCancelled();
    const OSS = await deps.loadOss();
    const client = new OSS({
      accessKeyId: c.accessKeyId,
      accessKeySecret: c.accessKeySecret,
      stsToken: c.securityToken,
      bucket: c.bucket,
      endpoint: c.endpoint,
      region: c.region,
      sldEnable: c.sldEnable,
      secure: c.endpoint.startsWith('https:'),
      timeout: 120_000,
      // a long multipart upload outlives its 15 minutes: ali-oss asks for new credentials in time
      refreshSTSToken: async () => {
        const next = await credentials();
        if (!next) throw new Error(refusal ?? 'no upload credentials');
        return { accessKeyId: next.accessKeyId, accessKeySecret: next.accessKeySecret, stsToken: next.securityToken };
      },
      refreshSTSTokenInterval: Math.max(60_000, Date.parse(c.expiration) - deps.now() - CREDENTIAL_MARGIN_MS),
    });
    const onAbort = () => client.cancel();
    options.signal?.addEventListener('abort', onAbort);
    const name = objectName(file.name, c.dir, deps.uuid());
    const body = 'body' in file ? file.body : file;
    let uploadId: string | undefined;
    try {
      const result = await client.multipartUpload(name, body, {
        partSize: UPLOAD_PART_SIZE,
        parallel: UPLOAD_PARALLEL,
        mime: file.type || undefined,
        progress: (p: number, checkpoint?: { uploadId?: string }) => {
          uploadId = checkpoint?.uploadId ?? uploadId;
          options.onProgress?.(formatProgress(p));
        },
      });
      if (result.res.status !== 200) throw result.res;
      const url = result.res.requestUrls?.[0];
      if (!url) throw result.res;
      return cleanUrl(url);
    } catch (err) {
      if (options.signal?.aborted) {
        // the parts already sent are dropped now rather than by the store's daily sweep
        if (uploadId) await client.abortMultipartUpload(name, uploadId).catch(() => undefined);
        throw new UploadCancelled();
      }
      throw err;
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  return { credentials, upload, lastError: () => refusal };
}

/**
 * A v4 uuid. crypto.randomUUID exists only in secure contexts (https, localhost); a back office
 * reached over plain http on the dealership's network still has getRandomValues.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** ali-oss's browser build (package.json "browser" maps the package to dist/aliyun-oss-sdk.js). */
async function loadBrowserOss(): Promise<OssConstructor> {
  const mod = (await import('ali-oss')) as unknown as { default?: OssConstructor } & OssConstructor;
  return mod.default ?? mod;
}

/** The app's uploader: the app's http client (its error toast shows a refusal), the browser's ali-oss. */
export const uploader: Uploader = createUploader({
  fetchCredentials: () => http.get<OssCredentials>(OSS_AUTH_URL),
  loadOss: loadBrowserOss,
  uuid: randomUuid,
  now: () => Date.now(),
});

export const uploadFile = (file: UploadSource, options?: UploadOptions): Promise<string | false> => uploader.upload(file, options);
