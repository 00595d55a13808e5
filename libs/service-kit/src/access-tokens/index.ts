export * from './access-token-config';
export * from './token-claims';
export * from './access-token-signer';
export * from './access-token-verifier';
export * from './admin-status-cache';
export * from './nats-admin-status.source';
export * from './client-stamp';
