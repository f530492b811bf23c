/**
 * Every TanStack Query key of the client, in one place, so a page that shows another feature's
 * figure (the sidebar's review count, the dashboard's overview) and the mutations that must
 * refresh it use the same key. The default query function GETs the segments joined with '/'.
 */
export const queryKeys = {
  user: ['/api/user'],
  publicConfig: ['/api/config/public'],
  subscription: ['/api/subscription/info'],
  /** The caller's place in the local model's queue while a generation waits. */
  aiQueue: ['/api/ai/queue'],

  lessons: {
    list: ['/api/lessons'],
    one: (id: number) => ['/api/lessons', id],
    shared: (token: string) => ['/api/shared/lessons', token],
  },

  assessments: {
    /** Also the prefix of one assessment and its results. */
    list: ['/api/assessments'],
    stats: ['/api/assessments/stats'],
    reviewCount: ['/api/assessments/review-count'],
    one: (id: number) => ['/api/assessments', id],
    results: (id: number) => ['/api/assessments', id, 'results'],
    take: (code: string) => ['/api/take', code],
  },

  students: {
    list: ['/api/students'],
    one: (id: number) => ['/api/students', id],
  },

  analytics: {
    /** The prefix every analytics figure starts with. */
    prefix: '/api/analytics',
    overview: ['/api/analytics/overview'],
    students: ['/api/analytics/students'],
    student: (id: number) => ['/api/analytics/students', id],
    /** Mastery per standard, of every student or of one class's ('' for all). */
    standards: (classId: string) => ['/api/analytics/standards', classId],
  },

  admin: {
    users: ['/api/admin/users'],
    stats: ['/api/admin/stats'],
    usage: ['/api/admin/usage'],
    /** Demo accounts still on their published passwords (the banner). */
    security: ['/api/admin/security'],
    /** The AI tab: the engine answering now, the catalog with downloads, Ollama's models. */
    aiStatus: ['/api/admin/ai/status'],
    aiModels: ['/api/admin/ai/models'],
    aiOllama: ['/api/admin/ai/ollama'],
    /** Provider connections added on the AI tab (issue 33 item 3). */
    aiConnections: ['/api/admin/ai/connections'],
  },

  chat: {
    /** The conversation list; also the prefix of one conversation's messages. */
    list: ['/api/chat'],
    messages: (sessionId: string) => ['/api/chat', sessionId],
  },

  quizzes: {
    /** Also the prefix of one quiz. */
    list: ['/api/quizzes'],
    one: (id: number) => ['/api/quizzes', id],
  },

  classes: {
    /** The class list; also the prefix of one class and its attendance. */
    list: ['/api/classes'],
    one: (id: number) => ['/api/classes', id],
  },

  attendance: {
    /** The prefix of every attendance figure outside a class (summary, a student's rate). */
    summary: (today: string) => [`/api/attendance/summary?today=${today}`],
    /** The same summary where only per-student rates are read (today does not matter). */
    rates: ['/api/attendance/summary'],
    days: (classId: number) => ['/api/classes', classId, 'attendance'],
    day: (classId: number, date: string) => ['/api/classes', classId, 'attendance', date],
    student: (id: number) => ['/api/students', id, 'attendance'],
  },

  games: {
    /** The teacher's rooms, open ones first. */
    rooms: ['/api/games/rooms'],
    results: (id: number) => ['/api/games', id, 'results'],
    join: (code: string) => ['/api/games/join', code],
    student: (id: number) => ['/api/students', id, 'games'],
    stats: ['/api/games/stats'],
  },

  usage: (limit: number, offset: number) => [`/api/usage?limit=${limit}&offset=${offset}`],
} as const;
