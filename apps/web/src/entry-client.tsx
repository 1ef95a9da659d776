import './styles.css';
// React DOM, the largest library, evaluates in this task; the app in the next (a phone counts a task over
// 50 ms as blocking, and the two together pass it). `start-app` stays in this entry's chunk (vite.config.ts),
// so no request waits for it.
import 'react-dom/client';
import { yieldToMain } from './lib/yield-to-main';

void yieldToMain().then(() => import('./start-app'));
