export * from './image-pipeline';
export * from './media-store';
