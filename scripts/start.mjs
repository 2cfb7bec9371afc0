// `npm start`: build the client and server if needed, then serve everything from one process.
import './build-if-needed.mjs';

await import('../dist/server/main.js');
