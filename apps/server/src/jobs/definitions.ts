// Every background job the server runs. An area adds its job here once (push delivery, imports and
// exports will follow the time frames).
import { generateTimeFramesJob } from '../modules/delivery-time-frames/generate-job.ts';
import { deliverPushesJob } from '../modules/orders/push.ts';
import type { JobDefinition } from './queue.ts';

// biome-ignore lint/suspicious/noExplicitAny: jobs of different payload types share one list
export const jobDefinitions: readonly JobDefinition<any>[] = [generateTimeFramesJob, deliverPushesJob];
