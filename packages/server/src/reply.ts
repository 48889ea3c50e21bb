// The two things every HTTP route needs: the error body with its status, and the bearer token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_STATUS, wireError, type WireErrorCode } from '@dt/protocol';

export function sendError(reply: FastifyReply, code: WireErrorCode): FastifyReply {
  return reply.code(HTTP_STATUS[code]).send({ error: wireError(code) });
}

export const bearer = (req: FastifyRequest): string | undefined => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};
