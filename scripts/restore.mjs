// `npm run restore -- FILE`: a backup loaded into an empty store (DATABASE_URL, else DATA_DIR); a store that holds
// anything is refused (docs/operations.md, "Backups").
import { runStoreCommand } from './store-cli.mjs';

runStoreCommand('restore');
