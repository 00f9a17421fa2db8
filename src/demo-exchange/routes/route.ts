/**
 * Kept only for http/ (api-call.ts, router.ts), which other work edits at the same time: the route kit
 * lives in kit/route.ts. Point those two imports at '../kit/route' and delete this file.
 */
export * from '../kit/route';
