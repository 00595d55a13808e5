import { runServer } from '@ela/web-kit/server-dist/index.js';
import { loadConfig } from './config.js';
import { shellHandler } from './shell-handler.js';

const config = loadConfig();
runServer('shell', config.port, shellHandler(config));
