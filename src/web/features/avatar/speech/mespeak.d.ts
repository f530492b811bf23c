declare module 'mespeak';
