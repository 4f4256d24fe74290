import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import type { Database } from '../db/database';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(apiPaths.health, { schema: { tags: ['system'], summary: 'Liveness and database reachability' } }, async () => {
    await db.query('SELECT 1');
    return { ok: true, database: db.kind };
  });
}
