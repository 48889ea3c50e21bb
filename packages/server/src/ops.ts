// The paths a load balancer, an orchestrator and a monitoring system ask, each its own and
// none answered by the web page: liveness (`/api/live`, `/healthz`, and `/api/health` as
// before: the process answers), readiness (`/api/ready`, `/readyz`: it should get traffic:
// its database answers and it is not draining), and Prometheus metrics (`/metrics`). None of
// them touches the database, so they answer at once whatever it does.
import type { FastifyInstance } from 'fastify';
import type { DbHealth } from './health.ts';
import type { Metrics } from './metrics.ts';
import { sendError } from './reply.ts';

export interface OpsDeps {
  health: DbHealth;
  metrics: Metrics;
  /** Whether the process is draining (SIGTERM): it finishes what it has and takes nothing new. */
  draining(): boolean;
}

export function registerOps(app: FastifyInstance, d: OpsDeps): void {
  const live = async (): Promise<{ ok: true }> => ({ ok: true });
  for (const path of ['/api/live', '/healthz', '/api/health']) app.get(path, live);
  for (const path of ['/api/ready', '/readyz'])
    app.get(path, async (_req, reply) =>
      d.health.up && !d.draining() ? { ok: true } : sendError(reply, 'UNAVAILABLE'),
    );
  app.get('/metrics', async (_req, reply) =>
    reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').send(d.metrics.render()),
  );
}
