import { commonMessages } from './common';
import { requestMessages } from './request';
import { authMessages } from './auth';
import { userMessages } from './users';
import { accountMessages } from './accounts';
import { connectMessages } from './connect';
import { groupMessages } from './groups';
import { tagMessages } from './tags';
import { uploadMessages } from './uploads';
import { backgroundMessages } from './backgrounds';
import { creationMessages } from './creation';
import { publicationMessages } from './publications';
import { postingLimitMessages } from './posting-limits';
import { postingSlotMessages } from './posting-slots';
import { fleetHealthMessages } from './fleet-health';
import { bulkActionMessages } from './bulk-actions';
import { calendarMessages } from './calendar';
import { auditMessages } from './audit';
import { presetMessages } from './publication-presets';
import { webhookMessages } from './webhooks';
import { eventMessages } from './events';

/**
 * Every message the client and the server share (the spec's quoted ones exactly as quoted), each once,
 * in one file per area beside this one (named like the schemas). The client imports the area it needs
 * (eslint refuses this whole catalogue there), so a screen's JavaScript carries only its own messages;
 * the server and the tests use the whole catalogue. Sentences only the server says (the platforms'
 * answers) are in src/server/messages.ts.
 */
export const messages = {
  ...commonMessages,
  ...requestMessages,
  ...authMessages,
  ...userMessages,
  ...accountMessages,
  ...connectMessages,
  ...groupMessages,
  ...tagMessages,
  ...uploadMessages,
  ...backgroundMessages,
  ...creationMessages,
  ...publicationMessages,
  ...postingLimitMessages,
  ...postingSlotMessages,
  ...fleetHealthMessages,
  ...bulkActionMessages,
  ...calendarMessages,
  ...auditMessages,
  ...presetMessages,
  ...webhookMessages,
  ...eventMessages,
} as const;
