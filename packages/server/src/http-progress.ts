// The progress routes (progress.ts): `GET /api/me/progress` reads the account's mission
// stars, `PUT /api/me/progress` merges a device's into them (best stars per mission) and
// answers the merged whole. Accounts only: a guest's session ends with its browser, so a
// guest's progress stays on its device (ACCOUNT_REQUIRED, which the web client takes as
// "keep the device's").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProgressSchema } from '@dt/protocol';
import type { z } from 'zod';
import type { User } from './accounts.ts';
import type { Clock } from './clock.ts';
import type { ProgressStore } from './progress.ts';
import { sendError } from './reply.ts';

export interface ProgressRouteDeps {
  progress: ProgressStore;
  clock: Clock;
  body<T>(req: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>): T | null;
  auth(req: FastifyRequest): Promise<{ user: User } | undefined>;
}

export function registerProgressRoutes(app: FastifyInstance, d: ProgressRouteDeps): void {
  /** The signed-in account, or the error already sent. */
  const account = async (req: FastifyRequest, reply: FastifyReply): Promise<User | null> => {
    const me = await d.auth(req);
    if (!me) void sendError(reply, 'UNAUTHORIZED');
    else if (me.user.guest) void sendError(reply, 'ACCOUNT_REQUIRED');
    return me && !me.user.guest ? me.user : null;
  };
  app.get('/api/me/progress', async (req, reply) => {
    const user = await account(req, reply);
    return user ? d.progress.get(user.id) : reply;
  });
  app.put('/api/me/progress', async (req, reply) => {
    const user = await account(req, reply);
    if (!user) return reply;
    const b = d.body(req, reply, ProgressSchema);
    if (!b) return reply;
    const merged = await d.progress.merge(user.id, b, d.clock.now());
    return merged ?? sendError(reply, 'BAD_MESSAGE');
  });
}
