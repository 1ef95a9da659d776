import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nextRun } from '../lib/next-run';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The catalogue's version: a counter that database triggers move with every committed change to foods,
     * restaurants, opening hours, members or reviews. Read through `nextRun`, so concurrent callers share one
     * tiny query and each gets a value read after its call: never older than a write committed before it asked.
     * Whatever is kept per version must be kept under the version read before its data.
     */
    catalogueVersion(): Promise<string>;
  }
}

export const catalogueVersionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'catalogueVersion',
      nextRun(async () => {
        const result = await app.database.pool.query<{ version: string }>({
          name: 'catalogue-version',
          text: 'select version from catalogue_version where id = 1',
        });
        return String(result.rows[0]?.version ?? '');
      }),
    );
  },
  { name: 'catalogue-version', dependencies: ['database'] },
);
