import { resolve } from 'node:path';
import { startRemoteSite } from '@ela/web-kit/server-dist/index.js';

startRemoteSite('panel', 3002, resolve(__dirname, '../dist'));
