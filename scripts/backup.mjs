// `npm run backup -- FILE`: the shop's store (DATABASE_URL, else DATA_DIR) in one file (docs/operations.md, "Backups").
import { runStoreCommand } from './store-cli.mjs';

runStoreCommand('backup');
