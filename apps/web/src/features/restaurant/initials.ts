/** Kept where the restaurant feature imports it from; the rule lives in the shared package. */
export { initials } from '@flame/shared';
