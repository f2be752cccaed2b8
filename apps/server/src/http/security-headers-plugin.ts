// Browser security headers on every answer (ADR 032), through @fastify/helmet: nosniff,
// Referrer-Policy, a Permissions-Policy that turns off what the portal never uses, HSTS when the
// request came over HTTPS, and framing limited to the tenant's frame ancestors. Pages add their
// full Content-Security-Policy with a nonce (spa-plugin.ts, content-security-policy.ts).
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { frameAncestorsOf } from './content-security-policy';

/** The player uses fullscreen, picture-in-picture and autoplay; nothing else is needed. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(self)',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The global policy of every answer that sets no policy of its own (pages and Swagger UI do). */
export const answerPolicy = "default-src 'none'; base-uri 'none'; object-src 'none'";

/** One year; subdomains are left out, they may be the customer's other sites. */
export const hstsValue = 'max-age=31536000';

/** X-Frame-Options can only say "same origin" or "nowhere"; other lists rely on CSP alone. */
function xFrameOptions(ancestors: string[]): string | null {
  if (ancestors.length !== 1) return null;
  if (ancestors[0] === "'self'") return 'SAMEORIGIN';
  if (ancestors[0] === "'none'") return 'DENY';
  return null;
}

function framingHeaders(request: FastifyRequest, reply: FastifyReply) {
  const ancestors = frameAncestorsOf(request.tenant);
  const frameOptions = xFrameOptions(ancestors);
  if (frameOptions) void reply.header('x-frame-options', frameOptions);
  const policy = reply.getHeader('content-security-policy');
  const frameAncestors = `frame-ancestors ${ancestors.join(' ')}`;
  // Answers that are not pages (JSON, media, files opened directly) may load and run nothing.
  if (policy === undefined)
    void reply.header('content-security-policy', `${answerPolicy}; ${frameAncestors}`);
  else if (typeof policy === 'string' && !policy.includes('frame-ancestors'))
    void reply.header('content-security-policy', `${policy}; ${frameAncestors}`);
}

export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      // Set per answer below (framing) and per page (the full policy with its nonce).
      contentSecurityPolicy: false,
      xFrameOptions: false,
      // Only over HTTPS, below; on plain HTTP the header is meaningless and would mislead.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Provider sign-in popups post their result back to the opener, which COOP would sever.
      crossOriginOpenerPolicy: false,
      // A tenant's other sites (same site) may show the portal's images.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      void reply.header('permissions-policy', permissionsPolicy);
      if (request.protocol === 'https') void reply.header('strict-transport-security', hstsValue);
      framingHeaders(request, reply);
      done(null, payload);
    });
  },
  { name: 'touchline-security-headers' },
);
