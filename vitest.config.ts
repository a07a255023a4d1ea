import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { INT_WORKERS } from './tests/support/int-workers'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup-env.ts', 'tests/int/empty-job-queue.ts'],
          // Files run INT_WORKERS at a time, each worker on its own database; within a worker, one after another.
          maxWorkers: INT_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
