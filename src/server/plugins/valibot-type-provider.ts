import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type * as v from 'valibot';

/**
 * Types a route's request from the valibot schemas it validates with (src/shared), and its reply
 * from the documented response schemas, so that no route writes its own generics.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

/** The typed instance every route file registers its routes on. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ValibotTypeProvider>();
