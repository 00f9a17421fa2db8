/**
 * The session role that may see and change the upstream settings (main enforces it; the screen only hides
 * itself). In a module of its own, free of zod, so the renderer's route table can read it without pulling
 * the contract's schemas into the login route (issue 9).
 */
export const ADMIN_ROLE = 'admin';
