// `npm start`: builds what is missing, then runs the production server in this process
// (embedded PostgreSQL with demo data unless DATABASE_URL is set).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
process.env.NODE_ENV ??= 'production';
await import('../apps/api/dist/server.js');
