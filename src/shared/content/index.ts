export * from './image-info';
export * from './markup';
