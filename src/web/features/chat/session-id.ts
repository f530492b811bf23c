/** Made once per page visit from the current time (spec section 2), with a random tail. */
export const newSessionId = () => `session_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;

/** Pages where the quick chat never shows: public pages for students and visitors. */
export const isQuickChatPath = (path: string) => !/^\/(take|shared|features|join)(\/|$)/.test(path);
