import { resolve } from 'node:path';
import { startRemoteSite } from '@ela/web-kit/server-dist/index.js';

startRemoteSite('shop', 3001, resolve(__dirname, '../dist'));
