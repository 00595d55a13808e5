import '@testing-library/jest-dom';
import './src/testing/async-timeout';
import { sessionHttpAuth } from './src/auth/session-http-auth';
import { installHttpAuth } from './src/http/http';

// Specs import web-kit's modules one by one, never its entry: wire the session into the shared
// HTTP client as src/index.ts does for the apps.
installHttpAuth(sessionHttpAuth);
