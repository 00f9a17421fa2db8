export * from './conflation';
export * from './event-ring';
export * from './event-sequencer';
