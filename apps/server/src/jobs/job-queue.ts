// What the rest of the server uses of the job queue: add a job and read where it is. The worker
// (job-worker.ts) runs them; `wake` lets an enqueue in this process start it without a poll's wait.
import type { Db } from '../db/open';
import type { JobRow } from '../db/schema-pipeline';
import { findJob, insertJob, type NewJob } from './job-repository';

export interface JobQueue {
  enqueue(tenantId: string, job: NewJob): Promise<JobRow>;
  find(tenantId: string, id: string): Promise<JobRow | null>;
}

export function createJobQueue(db: Db, wake: () => void = () => undefined): JobQueue {
  return {
    async enqueue(tenantId, job) {
      const row = await insertJob(db, tenantId, job);
      wake();
      return row;
    },
    find: (tenantId, id) => findJob(db, tenantId, id),
  };
}
