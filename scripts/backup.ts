import { runPayloadTask } from '../tooling/payload-task'

// `npm run backup -- [folder]`: one archive under backups/ (or the folder); its path is the last line.
await runPayloadTask('backup', process.argv.slice(2))
