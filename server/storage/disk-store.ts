/**
 * The embedded store's files. An object lives under a hash of its key, so any key (any language,
 * any length OSS allows) maps to a safe file name and no key can reach outside the root:
 *   <root>/objects/ab/<sha256>.json        metadata: key, size, ETag, content type, headers, blob name
 *   <root>/objects/ab/<sha256>.<rand>.bin  the bytes; a new version gets a new blob, then the
 *                                          metadata is swapped by rename, then the old blob removed
 *   <root>/uploads/<uploadId>/upload.json  a multipart upload: its key and headers
 *   <root>/uploads/<uploadId>/<n>.<md5>    part n, named by its ETag so Complete finds exactly the
 *                                          parts the client lists
 *   <root>/tmp/                            files being written (same disk, so rename is atomic)
 * Uploads and temporary files left behind are swept a day (an hour) later.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { OssError } from './oss-error';

export interface StoredObject {
  key: string;
  size: number;
  /** without quotes: MD5 hex (uppercase, as OSS answers), or md5-of-part-md5s + '-' + count for multipart */
  etag: string;
  contentType: string;
  lastModified: string;
  type: 'Normal' | 'Multipart';
  /** content-disposition, cache-control, content-encoding, content-language, expires and x-oss-meta-* as sent */
  headers: Record<string, string>;
  blob: string;
}

interface UploadRecord {
  key: string;
  contentType: string;
  headers: Record<string, string>;
  initiated: string;
}

export interface CompletePart {
  partNumber: number;
  etag: string;
}

/** OSS: every part but the last must be at least 100 KiB. */
export const MIN_PART_BYTES = 100 * 1024;
export const MAX_PARTS = 10_000;
const UPLOAD_ID = /^[0-9A-F]{32}$/;
const UPLOAD_TTL_MS = 24 * 3600_000;
const TMP_TTL_MS = 3600_000;
const SWEEP_EVERY_MS = 3600_000;

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';
const md5Hex = (data: Buffer) => crypto.createHash('md5').update(data).digest('hex').toUpperCase();
const rand = () => crypto.randomBytes(8).toString('hex');
const partFile = (n: number, etag: string) => `${String(n).padStart(5, '0')}.${etag}`;

export class DiskStore {
  private lastSweep = 0;

  /** root is read on every call, so a test may point the store at a temporary folder */
  constructor(
    private readonly root: () => string,
    private readonly maxObjectBytes: number,
  ) {}

  private objectPaths(key: string): { dir: string; meta: string; hash: string } {
    const hash = crypto.createHash('sha256').update(key, 'utf8').digest('hex');
    const dir = path.join(this.root(), 'objects', hash.slice(0, 2));
    return { dir, meta: path.join(dir, `${hash}.json`), hash };
  }

  private uploadDir(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new OssError(404, 'NoSuchUpload', 'The specified upload does not exist.');
    return path.join(this.root(), 'uploads', uploadId);
  }

  private async tmpFile(): Promise<string> {
    const dir = path.join(this.root(), 'tmp');
    await fsp.mkdir(dir, { recursive: true });
    return path.join(dir, `${Date.now()}-${rand()}`);
  }

  private async writeAtomic(target: string, data: Buffer | string): Promise<void> {
    const tmp = await this.tmpFile();
    await fsp.writeFile(tmp, data);
    await fsp.rename(tmp, target);
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      return JSON.parse(await fsp.readFile(this.objectPaths(key).meta, 'utf8')) as StoredObject;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** The object and an open handle on its bytes; a version replaced meanwhile is read again. */
  async open(key: string): Promise<{ object: StoredObject; handle: fsp.FileHandle } | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const object = await this.head(key);
      if (!object) return null;
      try {
        const handle = await fsp.open(path.join(this.objectPaths(key).dir, object.blob), 'r');
        return { object, handle };
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
    return null;
  }

  /** Moves a finished blob in and swaps the metadata; the previous version's bytes are removed. */
  private async commit(key: string, blobTmp: string, object: Omit<StoredObject, 'blob' | 'key'>): Promise<StoredObject> {
    const { dir, meta, hash } = this.objectPaths(key);
    await fsp.mkdir(dir, { recursive: true });
    const blob = `${hash}.${rand()}.bin`;
    await fsp.rename(blobTmp, path.join(dir, blob));
    const previous = await this.head(key);
    const stored: StoredObject = { key, ...object, blob };
    await this.writeAtomic(meta, JSON.stringify(stored));
    if (previous && previous.blob !== blob) await fsp.rm(path.join(dir, previous.blob), { force: true });
    return stored;
  }

  async put(key: string, body: Buffer, contentType: string, headers: Record<string, string>, now: Date): Promise<StoredObject> {
    if (body.length > this.maxObjectBytes) throw tooLarge(this.maxObjectBytes);
    const tmp = await this.tmpFile();
    await fsp.writeFile(tmp, body);
    return this.commit(key, tmp, { size: body.length, etag: md5Hex(body), contentType, lastModified: now.toISOString(), type: 'Normal', headers });
  }

  async initiate(key: string, contentType: string, headers: Record<string, string>, now: Date): Promise<string> {
    await this.sweep(now);
    const uploadId = crypto.randomBytes(16).toString('hex').toUpperCase();
    const dir = this.uploadDir(uploadId);
    await fsp.mkdir(dir, { recursive: true });
    const record: UploadRecord = { key, contentType, headers, initiated: now.toISOString() };
    await fsp.writeFile(path.join(dir, 'upload.json'), JSON.stringify(record));
    return uploadId;
  }

  private async upload(uploadId: string, key: string): Promise<{ dir: string; record: UploadRecord }> {
    const dir = this.uploadDir(uploadId);
    let record: UploadRecord;
    try {
      record = JSON.parse(await fsp.readFile(path.join(dir, 'upload.json'), 'utf8')) as UploadRecord;
    } catch (err) {
      if (isMissing(err)) throw new OssError(404, 'NoSuchUpload', 'The specified upload does not exist.');
      throw err;
    }
    // an upload id belongs to one key: another key (another tenant's folder) cannot use it
    if (record.key !== key) throw new OssError(404, 'NoSuchUpload', 'The specified upload does not exist.');
    return { dir, record };
  }

  /** Bytes of the parts stored so far (a part sent again replaces its earlier copy). */
  private async partBytes(dir: string): Promise<number> {
    let total = 0;
    for (const name of await fsp.readdir(dir)) {
      if (name === 'upload.json') continue;
      total += (await fsp.stat(path.join(dir, name)).catch(() => ({ size: 0 }))).size;
    }
    return total;
  }

  async uploadPart(uploadId: string, key: string, partNumber: number, body: Buffer): Promise<string> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PARTS) {
      throw new OssError(400, 'InvalidArgument', `Part number must be an integer between 1 and ${MAX_PARTS}.`);
    }
    const { dir } = await this.upload(uploadId, key);
    const prefix = `${String(partNumber).padStart(5, '0')}.`;
    for (const name of await fsp.readdir(dir)) if (name.startsWith(prefix)) await fsp.rm(path.join(dir, name), { force: true });
    // the whole object may not exceed the limit, so neither may its parts together
    if ((await this.partBytes(dir)) + body.length > this.maxObjectBytes) throw tooLarge(this.maxObjectBytes);
    const etag = md5Hex(body);
    const tmp = await this.tmpFile();
    await fsp.writeFile(tmp, body);
    await fsp.rename(tmp, path.join(dir, partFile(partNumber, etag)));
    return etag;
  }

  async complete(uploadId: string, key: string, parts: CompletePart[], now: Date): Promise<StoredObject> {
    const { dir, record } = await this.upload(uploadId, key);
    if (parts.length === 0) throw new OssError(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
    const sizes: number[] = [];
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      if (i > 0 && p.partNumber <= parts[i - 1].partNumber) throw new OssError(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
      if (!/^[0-9A-F]{32}$/.test(p.etag)) throw new OssError(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
      const stat = await fsp.stat(path.join(dir, partFile(p.partNumber, p.etag))).catch(() => null);
      if (!stat) throw new OssError(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
      sizes.push(stat.size);
    }
    if (sizes.slice(0, -1).some((s) => s < MIN_PART_BYTES)) throw new OssError(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size.');
    const total = sizes.reduce((a, b) => a + b, 0);
    if (total > this.maxObjectBytes) throw tooLarge(this.maxObjectBytes);

    const tmp = await this.tmpFile();
    const out = await fsp.open(tmp, 'w');
    const md5s: Buffer[] = [];
    try {
      for (const p of parts) {
        const data = await fsp.readFile(path.join(dir, partFile(p.partNumber, p.etag)));
        await out.write(data);
        md5s.push(Buffer.from(p.etag, 'hex'));
      }
    } finally {
      await out.close();
    }
    const etag = `${md5Hex(Buffer.concat(md5s))}-${parts.length}`;
    const stored = await this.commit(key, tmp, {
      size: total,
      etag,
      contentType: record.contentType,
      lastModified: now.toISOString(),
      type: 'Multipart',
      headers: record.headers,
    });
    await fsp.rm(dir, { recursive: true, force: true });
    return stored;
  }

  async abort(uploadId: string, key: string): Promise<void> {
    const { dir } = await this.upload(uploadId, key);
    await fsp.rm(dir, { recursive: true, force: true });
  }

  /** Removes uploads never completed within a day and temporary files older than an hour. */
  private async sweep(now: Date): Promise<void> {
    const t = now.getTime();
    if (t - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = t;
    const clear = async (folder: string, ttl: number) => {
      const names = await fsp.readdir(folder).catch(() => [] as string[]);
      for (const name of names) {
        const full = path.join(folder, name);
        const stat = await fsp.stat(full).catch(() => null);
        if (stat && t - stat.mtimeMs > ttl) await fsp.rm(full, { recursive: true, force: true });
      }
    };
    await clear(path.join(this.root(), 'uploads'), UPLOAD_TTL_MS);
    await clear(path.join(this.root(), 'tmp'), TMP_TTL_MS);
  }

  /** Every stored object's key (tests and maintenance). */
  async keys(): Promise<string[]> {
    const base = path.join(this.root(), 'objects');
    if (!fs.existsSync(base)) return [];
    const out: string[] = [];
    for (const sub of await fsp.readdir(base)) {
      for (const name of await fsp.readdir(path.join(base, sub))) {
        if (name.endsWith('.json')) out.push((JSON.parse(await fsp.readFile(path.join(base, sub, name), 'utf8')) as StoredObject).key);
      }
    }
    return out;
  }
}

export const tooLarge = (limit: number) =>
  new OssError(400, 'EntityTooLarge', `Your proposed upload exceeds the maximum allowed size of ${limit} bytes (${Math.round(limit / 1024 / 1024)} MiB).`);
