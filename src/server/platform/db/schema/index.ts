// Every table of the app; drizzle-kit reads this file to generate migrations.
export * from './users';
export * from './lessons';
export * from './students';
export * from './assessments';
export * from './ai-usage';
export * from './chat';
export * from './quizzes';
export * from './classes';
export * from './games';
export * from './attendance';
export * from './avatar';
export * from './analytics';
export * from './ai-settings';
export * from './socket-io';
export * from './sso';
export * from './lti';
export * from './lti-course';
