// Worker-thread entry of the runner: workers do not inherit the main thread's tsx
// registration, so each registers it before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
