// The background job that keeps every delivery restaurant's time frames generated for its coming
// days: every 10 minutes (and once at each start) for all restaurants, and right away for one
// restaurant when it un-sets a holiday. Safe to run any number of times, on any node.
import { defineJob } from '../../jobs/queue.ts';
import { generateDeliveryTimeFrames } from './service.ts';

export interface GenerateTimeFramesData {
  /** Only this restaurant; all delivery restaurants when absent. */
  id_restaurant?: number;
}

export const generateTimeFramesJob = defineJob<GenerateTimeFramesData>({
  name: 'generate-time-frames',
  schedule: { cron: '*/10 * * * *', data: {} },
  runAtStart: {},
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
  async handler(data, { db, log, job }) {
    const id_restaurant = typeof data.id_restaurant === 'number' ? data.id_restaurant : undefined;
    const result = await generateDeliveryTimeFrames(db, id_restaurant === undefined ? {} : { id_restaurant });
    log.info({ jobId: job.id, id_restaurant, ...result }, 'time frames generated');
  },
});
