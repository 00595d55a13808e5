export * from './image-pipeline';
export * from './media-store';
export * from './local-media-store';
export * from './s3-media-store';
export * from './image-release';
