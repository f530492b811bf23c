import type { AppDeps, ZodApp } from './deps';
import type { AppServices } from './services';
import { systemRoutes } from '../features/system/system.routes';
import { DEMO_ACCOUNTS } from '../features/system/demo-accounts';
import { authRoutes } from '../features/auth/auth.routes';
import { ssoRoutes } from '../features/sso/sso.routes';
import { ssoAdminRoutes } from '../features/sso/sso.admin.routes';
import { ltiRoutes } from '../features/lti/lti.routes';
import { ltiAdminRoutes } from '../features/lti/lti.admin.routes';
import { ltiCourseRoutes } from '../features/lti/lti.course.routes';
import { adminRoutes } from '../features/admin/admin.routes';
import { aiAdminRoutes } from '../features/ai-admin/ai-admin.routes';
import { studentsRoutes } from '../features/students/students.routes';
import { lessonsRoutes } from '../features/lessons/lessons.routes';
import { assessmentsRoutes } from '../features/assessments/assessments.routes';
import { analyticsRoutes } from '../features/analytics/analytics.routes';
import { subscriptionRoutes } from '../features/subscription/subscription.routes';
import { usageRoutes } from '../features/usage/usage.routes';
import { aiRoutes } from '../features/ai/ai.routes';
import { aiExtractRoutes } from '../features/ai/ai.extract.routes';
import { exportRoutes } from '../features/export/export.routes';
import { chatRoutes } from '../features/chat/chat.routes';
import { classesRoutes } from '../features/classes/classes.routes';
import { attendanceRoutes } from '../features/attendance/attendance.routes';
import { faceModelRoutes } from '../features/attendance/attendance.face-model';
import { quizzesRoutes } from '../features/quizzes/quizzes.routes';
import { interopRoutes } from '../features/interop/interop.routes';
import { avatarRoutes } from '../features/avatar/avatar.routes';
import { gamesRoutes } from '../features/games/games.routes';
import { standardsRoutes } from '../features/standards/standards.routes';

/** Every feature's HTTP routes, each given the services it calls. */
export async function registerRoutes(
  app: ZodApp,
  { config, database }: AppDeps,
  built: AppServices,
) {
  const { services, limiter, engine } = built;
  const { auth, sso, admin, aiAdmin, students, lessons, assessments, analytics } = services;
  const { subscription, usage, ai, chat, classes, attendance, quizzes, avatar, games } = services;

  /**
   * The demo accounts the sign-in dialog offers: only those whose published password still
   * works (an administrator may have changed it; issue 32 item 1). One small query; a changed
   * password is verified once (auth.stillUsingPasswords).
   */
  async function workingDemoCredentials() {
    const working = new Set(
      (await auth.stillUsingPasswords(DEMO_ACCOUNTS)).map((u) => u.toLowerCase()),
    );
    const demoCredentials = DEMO_ACCOUNTS.filter((a) => working.has(a.username)).map(
      ({ role, username, password }) => ({ role, username, password }),
    );
    return demoCredentials.length > 0 ? { demoCredentials } : {};
  }

  await app.register(systemRoutes, {
    ping: () => database.ping(),
    publicConfig: async () => ({
      demoMode: config.demoMode,
      guests: config.guests,
      ...(config.demoMode ? await workingDemoCredentials() : {}),
      salesPhone: config.salesPhone,
      contactUrl: config.contactUrl,
      assistantUrl: config.assistantUrl,
      pricingUrl: config.pricingUrl,
      ai: { engine: engine.info.engine, model: engine.info.model },
      sso: await sso.publicInfo(),
    }),
  });
  await app.register(authRoutes, { auth, secureCookies: config.secureCookies });
  await app.register(ssoRoutes, { sso, auth, secureCookies: config.secureCookies });
  await app.register(ssoAdminRoutes, { sso });
  await app.register(ltiRoutes, { lti: services.lti, auth, secureCookies: config.secureCookies });
  await app.register(ltiAdminRoutes, { lti: services.lti });
  await app.register(ltiCourseRoutes, {
    courses: services.ltiCourses,
    grades: services.ltiGrades,
  });
  await app.register(adminRoutes, { admin });
  await app.register(aiAdminRoutes, { aiAdmin });
  await app.register(studentsRoutes, { students });
  await app.register(lessonsRoutes, { lessons, limiter });
  await app.register(assessmentsRoutes, { assessments, limiter });
  await app.register(analyticsRoutes, { analytics });
  await app.register(subscriptionRoutes, { subscription });
  await app.register(usageRoutes, { usage });
  await app.register(aiRoutes, { ai, drafts: built.drafts });
  await app.register(aiExtractRoutes, { extract: built.extract });
  await app.register(exportRoutes, { exporter: built.exporter });
  await app.register(chatRoutes, { chat, publisher: built.chatPublisher });
  await app.register(classesRoutes, { classes });
  await app.register(attendanceRoutes, { attendance });
  await app.register(faceModelRoutes);
  await app.register(quizzesRoutes, { quizzes });
  await app.register(interopRoutes, { interop: built.interop });
  await app.register(avatarRoutes, { avatar, limiter, agent: config.avatar.agent });
  await app.register(gamesRoutes, { games, limiter, secureCookies: config.secureCookies });
  await app.register(standardsRoutes, { standards: services.standards });
}
