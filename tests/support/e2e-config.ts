import path from 'node:path'

const port = Number(process.env.E2E_PORT || 3210)

export const e2eConfig = {
  port,
  baseURL: `http://localhost:${port}`,
  controlPort: Number(process.env.E2E_CONTROL_PORT || port + 1),
  infoFile: path.resolve('.data/e2e-server.json'),
  /** Everything the site printed during the run (its log lines), for tests that check the log. */
  logFile: path.resolve('.data/e2e-server.log'),
}
