import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import type { Database } from '@server/db/database';
import { typed } from '@server/plugins/valibot-type-provider';
import { endpoint } from '../http/endpoint';

const HealthSchema = v.object({ ok: v.literal(true), database: v.picklist(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  typed(app).get(
    apiPaths.health,
    endpoint({
      operationId: 'health',
      tag: 'system',
      access: 'public',
      summary: 'Liveness and database reachability (500 when the database does not answer)',
      success: [200, HealthSchema],
    }),
    async () => {
      await db.ping();
      return { ok: true as const, database: db.kind };
    },
  );
}
