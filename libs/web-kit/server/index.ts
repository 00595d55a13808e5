export { contentTypeOf, isCompressible, isContentHashed } from './content-types.js';
export { portFrom, urlFrom } from './env.js';
export {
  remoteSiteFromEnv,
  remoteSiteHandler,
  startRemoteSite,
  type RemoteSiteOptions,
} from './remote-server.js';
export { compress, encodingFor, type Encoding } from './compression.js';
export { sendHtml, sendJson, sendText } from './responses.js';
export {
  contentSecurityPolicy,
  newNonce,
  PERMISSIONS_POLICY,
  securityHeaders,
  servedOverTls,
  type Framing,
  type PageSources,
  type ResponsePolicy,
  type WidgetOrigins,
} from './security-headers.js';
export { guarded, pathOf, runServer, type Handler } from './run-server.js';
export { StaticFiles, type SendFileOptions } from './static-files.js';
