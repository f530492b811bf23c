import { apiRequest } from './api-client';

/**
 * Ends the session with POST (a GET link from another site must not sign anyone out), then
 * reloads the public site with nothing of the account left in memory.
 */
export async function signOut() {
  try {
    await apiRequest('POST', '/api/logout');
  } finally {
    window.location.assign('/');
  }
}
