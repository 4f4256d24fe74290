import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { AuditFilterSchema, AuditPageSchema, AuditQuerySchema, AuditUserOptionsSchema } from '@shared/schemas/audit';
import { typed } from '@server/plugins/valibot-type-provider';
import type { AuditService } from '@server/services/users/audit-service';
import { endpoint, fileAnswer } from '../http/endpoint';

const tag = 'audit';
const access = 'admin';

const filterDescription =
  '`userId` (who acted), `entityType`, `entityId`, `action`, `from` and `to` (ISO instants, `from` ≤ at < `to`); all optional.';

/** 'Журнал дій': who changed what, for admins only. */
export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  const api = typed(app);

  api.get(
    apiPaths.audit.list,
    endpoint({
      operationId: 'listAuditEntries',
      tag,
      access,
      summary: 'A page of the audit log, newest first, with each change before → after (secrets as "змінено")',
      description: `${filterDescription} Pages are keyset: pass the answer's \`nextCursor\` as \`cursor\` for the older entries.`,
      querystring: AuditQuerySchema,
      success: [200, AuditPageSchema],
    }),
    async (request) => audit.page(request.query),
  );

  api.get(
    apiPaths.audit.users,
    endpoint({
      operationId: 'listAuditUsers',
      tag,
      access,
      summary: "The users the audit log's user filter offers",
      success: [200, AuditUserOptionsSchema],
    }),
    async () => audit.users(),
  );

  api.get(
    apiPaths.audit.export,
    endpoint({
      operationId: 'exportAuditEntries',
      tag,
      access,
      summary: 'Every entry the filter finds as CSV (UTF-8 with BOM, `;`), streamed newest first',
      description: filterDescription,
      querystring: AuditFilterSchema,
      success: [200, fileAnswer],
    }),
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit.csv"')
        .header('Cache-Control', 'no-store')
        .send(audit.exportCsv(request.query)),
  );
}
