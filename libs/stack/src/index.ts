export * from './databases';
export * from './infrastructure';
export * from './processes';
export * from './service-request';
export * from './stack';
export * from './free-port';
export * from './test-stack';
