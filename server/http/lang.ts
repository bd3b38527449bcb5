import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../src/domain/codes';

export function langOf(req: FastifyRequest): Lang {
  const h = String(req.headers['accept-language'] ?? req.headers['lang'] ?? '');
  return h.toLowerCase().startsWith('en') ? 'en' : 'zh';
}
