import type { TaskConfig } from 'payload'

import { applyImport, IMPORT_TASK } from './run-import'

/** Applies a previewed carrier report (queued by «Aplicar»): rows in batches, progress on the import. */
export const importCarrierReportTask: TaskConfig<'importCarrierReport'> = {
  slug: IMPORT_TASK,
  label: 'Aplicar un informe de aseguradora',
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: 0,
  handler: async ({ input, req }) => ({ output: { result: await applyImport(req.payload, (input as { importId: number }).importId) } }),
}
