import { loadConfig } from '../config';
import { prepareDatabase } from './setup';

/** `npm run db:migrate` and `npm run db:seed`: the same steps the server takes at start-up. */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const prepared = await prepareDatabase(config, console.log, { seed: command === 'seed' });
console.log(
  command === 'migrate'
    ? 'Migrations applied.'
    : prepared.seeded
      ? 'Demo data seeded.'
      : 'The database already holds a restaurant: nothing seeded.',
);
await prepared.close();
