// The E2E tests start the production server the same way the benchmark and the page audits do.
export {
  freePort,
  ROOT,
  startProductionServer as startServer,
  type RunningServer,
} from '../../scripts/lib/production-server';
