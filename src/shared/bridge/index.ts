export * from './types';
export * from './protocol';
