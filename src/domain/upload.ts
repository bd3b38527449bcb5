/**
 * Upload naming and display rules shared by the browser and the server (spec 1 sections 5 and 9).
 * Pure: no I/O, no node or DOM APIs; the caller supplies the unique id (crypto.randomUUID()).
 */

/** The embedded store's bucket: served path-style under /anhua-oss/ on the app's own host. */
export const EMBEDDED_BUCKET = 'anhua-oss';

/** Every object a tenant writes lives under this prefix, in its own folder (see tenantUploadDir). */
export const UPLOAD_DIR_PREFIX = 'commonFile/';

/** Largest object the embedded store accepts (100 MiB); the browser can refuse earlier. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** Shown while an upload runs (spec 1 section 5). */
export const UPLOAD_IN_PROGRESS = { zh: '附件上传中，请稍等', en: 'Uploading the attachment, please wait' } as const;

/** Document files keep their (cleaned) name in the object name. */
export const DOCUMENT_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt'] as const;
/** Images the viewer shows. */
export const PREVIEW_IMAGE_TYPES = ['gif', 'jpg', 'jpeg', 'png'] as const;
/** Types shown in place: the images and pdf. */
export const PREVIEW_TYPES = [...PREVIEW_IMAGE_TYPES, 'pdf'] as const;
/** Types that can only be downloaded. */
export const DOWNLOAD_ONLY_TYPES = ['xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx', 'mp3', 'mp4'] as const;

/** The folder of one tenant: `commonFile/<tenantId>/`. */
export function tenantUploadDir(tenantId: string): string {
  return `${UPLOAD_DIR_PREFIX}${tenantId}/`;
}

// whitespace and ~ ! @ # $ % ^ & * _ - + = \ / | [ ] { } ' " ; : < > , ?
const UNWANTED_IN_NAME = /[\s~!@#$%^&*_\-+=\\/|[\]{}'";:<>,?]/g;

/** The name part of a file name with whitespace and the spec's special characters removed. */
export function cleanFileName(name: string): string {
  return name.replace(UNWANTED_IN_NAME, '');
}

/** Splits 'a.b.PDF' into { base: 'a.b', ext: '.PDF' }; no dot (or only a leading one) gives ext ''. */
export function splitFileName(fileName: string): { base: string; ext: string } {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return { base: fileName, ext: '' };
  return { base: fileName.slice(0, dot), ext: fileName.slice(dot) };
}

/** Lowercased extension without the dot, of a file name or URL (query and hash ignored); '' when none. */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/, 1)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  return splitFileName(last).ext.slice(1).toLowerCase();
}

const has = (list: readonly string[], nameOrUrl: string) => list.includes(fileExtension(nameOrUrl));
export const isDocument = (nameOrUrl: string): boolean => has(DOCUMENT_TYPES, nameOrUrl);
export const isPreviewImage = (nameOrUrl: string): boolean => has(PREVIEW_IMAGE_TYPES, nameOrUrl);
export const isPreviewable = (nameOrUrl: string): boolean => has(PREVIEW_TYPES, nameOrUrl);
export const isDownloadOnly = (nameOrUrl: string): boolean => has(DOWNLOAD_ONLY_TYPES, nameOrUrl);

/**
 * The object name of an upload. Images and other files: `${dir}${uuid}${ext}`; documents:
 * `${dir}${cleanedName}${last 12 characters of uuid}${ext}`. The extension is lowercased in both.
 * A non-empty dir without a trailing slash gets one.
 */
export function objectName(fileName: string, dir: string, uuid: string): string {
  const folder = dir && !dir.endsWith('/') ? `${dir}/` : dir;
  const { base, ext } = splitFileName(fileName);
  const lowerExt = ext.toLowerCase();
  if (DOCUMENT_TYPES.includes(lowerExt.slice(1) as (typeof DOCUMENT_TYPES)[number])) {
    return `${folder}${cleanFileName(base)}${uuid.slice(-12)}${lowerExt}`;
  }
  return `${folder}${uuid}${lowerExt}`;
}

/** The URL an upload answers, decoded and without its query (the query is cut first, so an encoded '?' in a name stays). */
export function cleanUrl(url: string): string {
  const bare = url.split('?', 1)[0];
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

const EMBEDDED_URL = new RegExp(`^https?://[^/?#]+(/${EMBEDDED_BUCKET}/.*)$`, 'i');

/**
 * The address a browser of this app loads an uploaded object from. An upload to the embedded store
 * answers an absolute URL on the host the uploader reached (http://127.0.0.1:8080/anhua-oss/...),
 * which another browser may not reach (a loopback or inner address, http under https); the same
 * path on the app's own origin is the same object. Other URLs (an Aliyun bucket) stay as they are.
 */
export function servedUrl(url: string): string {
  return EMBEDDED_URL.exec(url)?.[1] ?? url;
}

/** Upload progress (0..1) as a percentage with one decimal, rounded down so 100 means done. */
export function formatProgress(p: number): number {
  if (!Number.isFinite(p) || p <= 0) return 0;
  if (p >= 1) return 100;
  return Math.floor(p * 1000 + 1e-9) / 10;
}
