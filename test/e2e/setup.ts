// Runs in every end-to-end file: a failed test reports what its open pages showed (failure-report.ts).
import { beforeEach } from 'vitest';
import { reportOpenPages } from './failure-report.ts';

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    await reportOpenPages(task.file.filepath ? path(task.file.filepath) : task.file.name, task.name);
  });
});

const path = (file: string) => file.replace(`${process.cwd()}/`, '');
