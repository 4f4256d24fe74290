import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { containsForbiddenText } from '@server/http/forbidden-text';

/** Refuses NUL and broken Unicode in JSON bodies, query strings and path params with 400, before validation. */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (containsForbiddenText(request.params) || containsForbiddenText(request.query) || containsForbiddenText(request.body)) {
        throw new HttpError(400, [messages.forbiddenCharacters]);
      }
    });
  },
  { name: 'input-guard' },
);
