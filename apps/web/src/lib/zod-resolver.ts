// Loaded on demand by `lazy-zod-resolver.ts`: zod's form resolver, with zod set to run without its
// `new Function` fast path (the strict CSP forbids it; probing for it would log a violation).
import { config } from 'zod';

config({ jitless: true });

export { zodResolver } from '@hookform/resolvers/zod';
