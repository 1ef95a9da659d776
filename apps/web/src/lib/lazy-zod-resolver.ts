import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that loads zod, its resolver and the shared schema on the form's first check
 * (a submit, or a change after one) instead of with the page: the public pages with a form hydrate without
 * some 38 KB of validation code. zod runs without its `new Function` fast path, which the strict CSP forbids.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('./zod-resolver'), loadSchema()]);
    return zodResolver(schema) as Resolver<Input, unknown, Output>;
  };
  return async (values, context, options) => {
    resolver ??= load();
    try {
      return await (
        await resolver
      )(values, context, options);
    } catch (error) {
      resolver = undefined; // a chunk that failed to load is tried again on the next check
      throw error;
    }
  };
}
