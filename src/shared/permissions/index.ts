export * from './catalogue';
export * from './hierarchy';
