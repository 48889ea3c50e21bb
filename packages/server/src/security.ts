// What the server tells browsers and whom it believes. Security headers on every answer
// (@fastify/helmet): a Content Security Policy that allows only our own scripts, styles,
// workers and connections, `frame-ancestors 'none'`, nosniff, no referrer, and HSTS only
// when the request came over TLS (directly, or per a trusted proxy's X-Forwarded-Proto).
// Client addresses: X-Forwarded-For is believed only from the configured trusted proxies
// (the same rule for HTTP and sockets), so rate limits and socket caps count real clients
// behind a proxy and a direct client cannot pretend to be someone else. Sockets and
// cross-origin API calls are accepted only from the page's own origin and the configured ones.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export type TrustFn = (addr: string, hop: number) => boolean;

/** The trusted-proxy rule, as Fastify and proxy-addr take it. */
export function trustOf(setting: boolean | string[]): TrustFn {
  if (setting === true) return () => true;
  if (setting === false || setting.length === 0) return () => false;
  return proxyAddr.compile(setting);
}

/** The client's address: the peer's, or the last one a trusted proxy vouches for. */
export const clientAddress = (req: IncomingMessage, trust: TrustFn): string => proxyAddr(req, trust);

/** Whether a browser page from `origin` may talk to us (no Origin: not a browser, or same-origin GET). */
export function originAllowed(req: IncomingMessage, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export async function secureHeaders(app: FastifyInstance, origins: string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets inline style properties; the stylesheets themselves are ours.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...origins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const origin = req.headers.origin;
    if (origin && origins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
  });
  // Preflights of the configured origins' API calls.
  app.options('/api/*', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !origins.includes(origin)) return reply.code(204).send();
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, DELETE')
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '600')
      .send();
  });
}
