import { startTestIdp, type TestIdp } from '../src/server/testing/oidc-idp';
import { expect, test } from './fixtures';
import { lookAtEverySize, openSignIn, signIn, toastText } from './helpers';

// The server knows its address: the school's provider sends the browser back to it.
// bypassCSP: axe is injected as a script tag, which a hashed script-src refuses.
test.use({ withPublicUrl: true, bypassCSP: true });

const SECRET = 'lakeside-client-secret-0123456789';
let idp: TestIdp;

test.beforeAll(async ({ appUrl }) => {
  idp = await startTestIdp([
    {
      client_id: 'chalkwise',
      client_secret: SECRET,
      redirect_uris: [`${appUrl}/auth/sso/callback`],
    },
  ]);
  idp.people.set('amelie', {
    sub: 'lakeside-0042',
    email: 'amelie@school.example.org',
    email_verified: true,
    given_name: 'Anne-Amélie',
    family_name: 'd’Arcy-Ó Súilleabháin',
  });
});

test.afterAll(async () => {
  await idp?.close();
});

test('an admin sets up school sign-in, and a teacher signs in through the school’s provider', async ({
  page,
  appUrl,
}) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/admin?tab=sign-in');
  await expect(page.getByTestId('sso-callback-url')).toHaveText(`${appUrl}/auth/sso/callback`);
  await page.locator('#sso-issuer').fill(idp.issuer);
  await page.locator('#sso-client-id').fill('chalkwise');
  await page.locator('#sso-client-secret').fill(SECRET);
  await page.locator('#sso-name').fill('Lakeside Schools');
  await page.locator('#sso-domains').fill('school.example.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastText(page, 'School sign-in saved')).toBeVisible();
  await expect(page.getByText('A secret is stored (never shown)')).toBeVisible();
  // The demo teachers sign in with passwords: requiring the provider now would lock them out.
  await expect(page.getByTestId('sso-unlinked')).toContainText(
    /^\d+ teachers? with a password ha(s|ve) not linked a school account yet\.$/,
  );
  await expect(page.locator('#sso-client-secret')).toHaveValue('');
  await lookAtEverySize(page, 'sso-admin-tab');

  await page.getByRole('button', { name: 'Logout' }).click();
  // Sign-out POSTs, then loads the home page: a navigation before it lands is cancelled by it.
  await expect(
    page.getByRole('heading', { name: 'Affordable AI Solutions for Education' }),
  ).toBeVisible();
  await openSignIn(page);
  const button = page.getByRole('link', { name: 'Sign in with Lakeside Schools' });
  await expect(button).toBeVisible();
  await lookAtEverySize(page, 'sso-sign-in-dialog', page.getByRole('dialog'));

  await button.click();
  // The provider's own sign-in and consent pages (oidc-provider's), driven as a teacher would.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('amelie');
  await page.locator('input[name="password"]').fill('whatever the school uses');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const me = await page.evaluate(async () => (await fetch('/api/user')).json());
  expect(me.user).toMatchObject({
    username: 'amelie@school.example.org',
    firstName: 'Anne-Amélie',
    lastName: 'd’Arcy-Ó Súilleabháin',
    role: 'user',
  });

  // The Account page says the account is linked (a password account would offer the link).
  await page.goto('/profile');
  const card = page.getByText('Linked: you can sign in with Lakeside Schools.');
  await expect(card).toBeVisible();
  // No password to change: the form would ask for a current password the teacher never had.
  await expect(page.getByTestId('no-password')).toContainText(
    "You sign in with your school's account",
  );
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await lookAtEverySize(page, 'sso-profile-linked');
});
