/**
 * Security headers on every answer (API, app, files, errors) through @fastify/helmet: a
 * Content-Security-Policy the built app passes without any inline script, no MIME sniffing, no
 * framing by other sites, no referrer to other sites, and HSTS only on an answer that went over
 * HTTPS (behind a proxy, with TRUST_PROXY=1, as X-Forwarded-Proto says).
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Aliyun OSS, when storage settings name a real bucket: the browser uploads to it and shows its files */
const ALIYUN_OSS = 'https://*.aliyuncs.com';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix UI positions popovers and sets theme variables through style attributes
  styleSrc: ["'self'", "'unsafe-inline'"],
  // previews of picked files (blob:), the watermark and icons (data:), the embedded object store (same origin)
  imgSrc: ["'self'", 'data:', 'blob:', ALIYUN_OSS],
  mediaSrc: ["'self'", 'blob:', ALIYUN_OSS],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ALIYUN_OSS],
  workerSrc: ["'self'", 'blob:'],
  // /myiframe/index frames the http(s) pages the product links to; the file preview frames PDFs
  frameSrc: ["'self'", 'https:', 'http:', 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  // plain-HTTP installations (an office LAN) must keep working: no forced upgrade
  upgradeInsecureRequests: null,
} as const;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } as Record<string, Iterable<string> | null> },
    referrerPolicy: { policy: 'same-origin' },
    // set below, only over HTTPS: over plain HTTP the header is meaningless and misleads
    strictTransportSecurity: false,
    // downloads and uploaded files are fetched by the app itself; other sites need not embed them
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
