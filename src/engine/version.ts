/** Bumped when audit.json's content for the same input can change. */
export const ENGINE_VERSION = '0.1.0';
