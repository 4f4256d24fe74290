import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  AccountSlotsSchema,
  FreeSlotsQuerySchema,
  FreeSlotsSchema,
  LabelSlotsQuerySchema,
  SlotGapsQuerySchema,
  SlotGapsSchema,
  SlotPatternsSchema,
} from '@shared/schemas/posting-slots';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { PostingSlotsService } from '@server/services/publishing/posting-slots-service';
import { endpoint } from '../http/endpoint';

const tag = 'posting-slots';
const patternNote =
  'A pattern per platform: lines of ISO weekdays (1 Monday … 7 Sunday) and times HH:MM on Kyiv time; null: none of its own there. ' +
  "A profile posts by its own pattern, else its first-added label's, else its group's.";

/** Weekly posting slots: a profile's, a group's and a label's patterns, a profile's free slots, and the publishing form's check. */
export async function postingSlotRoutes(app: FastifyInstance, { slots }: { slots: PostingSlotsService }) {
  const api = typed(app);

  api.get(
    apiPaths.postingSlots.account(':id'),
    endpoint({
      operationId: 'getAccountSlots',
      tag,
      summary: "A profile's own weekly posting slots and, per platform, the pattern it posts by (its own, a label's or its group's)",
      description: patternNote,
      params: IdParamsSchema,
      success: [200, AccountSlotsSchema],
    }),
    async (request) => slots.forAccount(currentUser(request), request.params.id),
  );

  api.put(
    apiPaths.postingSlots.account(':id'),
    endpoint({
      operationId: 'setAccountSlots',
      tag,
      summary: "Set a profile's own weekly posting slots per platform (null removes that platform's)",
      description: patternNote,
      params: IdParamsSchema,
      body: SlotPatternsSchema,
      success: [200, AccountSlotsSchema],
    }),
    async (request) => slots.setForAccount(currentUser(request), request.params.id, request.body),
  );

  api.get(
    apiPaths.postingSlots.group(':id'),
    endpoint({
      operationId: 'getGroupSlots',
      tag,
      summary: "A group's weekly posting slots per platform (its profiles without their own or a label's post by them)",
      description: patternNote,
      params: IdParamsSchema,
      success: [200, SlotPatternsSchema],
    }),
    async (request) => slots.forGroup(currentUser(request), request.params.id),
  );

  api.put(
    apiPaths.postingSlots.group(':id'),
    endpoint({
      operationId: 'setGroupSlots',
      tag,
      summary: "Set a group's weekly posting slots per platform (null removes that platform's)",
      description: patternNote,
      params: IdParamsSchema,
      body: SlotPatternsSchema,
      success: [200, SlotPatternsSchema],
    }),
    async (request) => slots.setForGroup(currentUser(request), request.params.id, request.body),
  );

  api.get(
    apiPaths.postingSlots.label,
    endpoint({
      operationId: 'getLabelSlots',
      tag,
      summary: "A label's weekly posting slots on one owner's profiles (the caller's; an admin may name `owner`)",
      description: `${patternNote} 404 when the owner has no profile carrying the label.`,
      querystring: LabelSlotsQuerySchema,
      success: [200, SlotPatternsSchema],
      errors: [404],
    }),
    async (request) => slots.forLabel(currentUser(request), request.query),
  );

  api.put(
    apiPaths.postingSlots.label,
    endpoint({
      operationId: 'setLabelSlots',
      tag,
      summary: "Set a label's weekly posting slots on one owner's profiles (null removes that platform's)",
      description: `${patternNote} 404 when the owner has no profile carrying the label.`,
      querystring: LabelSlotsQuerySchema,
      body: SlotPatternsSchema,
      success: [200, SlotPatternsSchema],
      errors: [404],
    }),
    async (request) => slots.setForLabel(currentUser(request), request.query, request.body),
  );

  api.get(
    apiPaths.postingSlots.free(':id'),
    endpoint({
      operationId: 'getFreeSlots',
      tag,
      summary:
        "A profile's free slots on a platform between two instants (at most 31 days): pattern times its limits and pauses still allow",
      description:
        'Ascending ISO instants, from now on at the earliest; empty when no pattern applies. A view: planning one changes the others.',
      params: IdParamsSchema,
      querystring: FreeSlotsQuerySchema,
      success: [200, FreeSlotsSchema],
    }),
    async (request) =>
      slots.freeSlots(
        currentUser(request),
        request.params.id,
        request.query.platform,
        new Date(request.query.from),
        new Date(request.query.to),
      ),
  );

  api.get(
    apiPaths.postingSlots.gaps,
    endpoint({
      operationId: 'getSlotGaps',
      tag,
      summary:
        "Of the chosen profiles, those without weekly slots on some chosen platform they publish on (what 'у наступні вільні слоти' refuses)",
      description: 'Profiles the caller may not see are left out.',
      querystring: SlotGapsQuerySchema,
      success: [200, SlotGapsSchema],
    }),
    async (request) => slots.gaps(currentUser(request), request.query.accounts, request.query.platforms),
  );
}
