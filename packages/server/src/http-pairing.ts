// The quick pairing routes (pairing.ts): `POST /api/pair` asks to play now, `GET
// /api/pair/:ticket` asks after a ticket (the waiting client asks every few seconds, which
// also keeps its ticket fresh), `DELETE /api/pair/:ticket` gives it up. A session (a guest's
// or an account's) is required: a pairing is between players.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PairSchema } from '@dt/protocol';
import type { z } from 'zod';
import type { User } from './accounts.ts';
import type { Pairing } from './pairing.ts';
import { sendError } from './reply.ts';

export interface PairingRouteDeps {
  pairing: Pairing;
  body<T>(req: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>): T | null;
  auth(req: FastifyRequest): Promise<{ user: User } | undefined>;
}

const TICKET = /^[A-Za-z0-9_-]{8,128}$/;

export function registerPairingRoutes(app: FastifyInstance, d: PairingRouteDeps): void {
  const ticketOf = (req: FastifyRequest): string | null => {
    const t = String((req.params as { ticket?: unknown }).ticket ?? '');
    return TICKET.test(t) ? t : null;
  };
  app.post('/api/pair', async (req, reply) => {
    const me = await d.auth(req);
    if (!me) return sendError(reply, 'UNAUTHORIZED');
    const b = d.body(req, reply, PairSchema);
    if (!b) return reply;
    const r = await d.pairing.request(b, me.user);
    return r.ok ? r.value : sendError(reply, r.code);
  });
  app.get('/api/pair/:ticket', async (req, reply) => {
    const me = await d.auth(req);
    if (!me) return sendError(reply, 'UNAUTHORIZED');
    const ticket = ticketOf(req);
    if (!ticket) return sendError(reply, 'NOT_FOUND');
    const r = await d.pairing.poll(ticket, me.user, req.ip);
    return r.ok ? r.value : sendError(reply, r.code);
  });
  app.delete('/api/pair/:ticket', async (req, reply) => {
    const me = await d.auth(req);
    if (!me) return sendError(reply, 'UNAUTHORIZED');
    const ticket = ticketOf(req);
    if (!ticket || !(await d.pairing.cancel(ticket, me.user))) return sendError(reply, 'NOT_FOUND');
    return { ok: true };
  });
}
