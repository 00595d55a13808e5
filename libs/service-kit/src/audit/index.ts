export * from './audit-entry';
export * from './audit-log.migration';
export * from './audit-log.repository';
export * from './audit-log.handlers';
export * from './audit-log.module';
export * from './audit.hook';
