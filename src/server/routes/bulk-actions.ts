import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { BulkActionRequestSchema, BulkActionSchema, RowActionResultSchema, RowSelectionSchema } from '@shared/schemas/bulk-actions';
import { IdParamsSchema } from '@shared/schemas/common';
import { IdUploadParamsSchema } from '@shared/schemas/creation';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { BulkActionService } from '@server/services/accounts/bulk-action-service';
import type { RowActionsService } from '@server/services/publishing/row-actions-service';
import { endpoint } from '../http/endpoint';

interface Options {
  bulkActions: BulkActionService;
  rowActions: RowActionsService;
}

/**
 * Bulk actions: on selected profiles (a job with a record of each profile's result) and on a
 * published item's selected rows (at once). Owners reach their own, an admin all; the POSTs honour
 * `Idempotency-Key`, and a profile action's `requestId` makes it once however often it is sent.
 */
export async function bulkActionRoutes(app: FastifyInstance, { bulkActions, rowActions }: Options) {
  const api = typed(app);
  app.addHook('onRequest', app.idempotent);

  api.post(
    apiPaths.fleet.bulkActions,
    endpoint({
      operationId: 'startBulkAction',
      tag: 'accounts',
      summary:
        'A bulk action on selected profiles (check proxies, move to a group, switch a platform, change the proxy, retry failed, delete), run as a job',
      description:
        '`selection` is the ids (`by: ids`) or a list filter (`by: accounts` with `q`; `by: health` with the board`s filters), resolved ' +
        'on the server: own profiles, all for an admin. Ids of profiles the caller may not reach are recorded as refused and left ' +
        'alone. `setProxy` takes one proxy for all or one per profile in the selection`s order (newest first); another count is 400. ' +
        'The same `requestId` answers the action it started. Answers the record at once; poll its GET for progress.',
      body: BulkActionRequestSchema,
      success: [200, BulkActionSchema],
      errors: [404],
    }),
    async (request) => bulkActions.start(currentUser(request), request.body),
  );

  api.get(
    apiPaths.fleet.bulkAction(':id'),
    endpoint({
      operationId: 'getBulkAction',
      tag: 'accounts',
      summary: "A bulk action's progress (done and refused of total) and each profile's result, refused ones first with the reason",
      params: IdParamsSchema,
      success: [200, BulkActionSchema],
    }),
    async (request) => bulkActions.progress(currentUser(request), request.params.id),
  );

  api.post(
    apiPaths.fleet.retryRows(':id'),
    endpoint({
      operationId: 'retrySelectedRows',
      tag: 'publishing',
      summary: "The selected rows of a published item in 'error' back to the queue, each as its single retry; the others refused with why",
      params: IdUploadParamsSchema,
      body: RowSelectionSchema,
      success: [200, RowActionResultSchema],
    }),
    async (request) =>
      rowActions.retry(currentUser(request), request.params.id, request.body.ids, (tx, answer) => request.recordAnswer(tx, 200, answer)),
  );

  api.post(
    apiPaths.fleet.deleteRows(':id'),
    endpoint({
      operationId: 'deletePlannedRows',
      tag: 'publishing',
      summary:
        'The selected planned rows of a published item (waiting, nothing sent to the platform yet) deleted; the others refused with why',
      params: IdUploadParamsSchema,
      body: RowSelectionSchema,
      success: [200, RowActionResultSchema],
    }),
    async (request) =>
      rowActions.deletePlanned(currentUser(request), request.params.id, request.body.ids, (tx, answer) =>
        request.recordAnswer(tx, 200, answer),
      ),
  );
}
