import { KeyRound } from 'lucide-react';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSsoLink, useStartSsoLink } from '../sso-link.api';

/**
 * Links a password account to the school's sign-in, once: a school sign-in never takes over an
 * account by its email (decision 0027), so its owner links it here, signed in. Hidden when the
 * server offers no school sign-in.
 */
export function SchoolAccount() {
  const link = useSsoLink().data;
  const start = useStartSsoLink();
  if (!link?.name) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold">School account</h2>
      {link.linked ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="sso-linked">
          Linked: you can sign in with {link.name}.
        </p>
      ) : (
        <div className="mt-1 space-y-3">
          <p className="text-sm text-muted-foreground">
            Link this account to {link.name} to sign in with it from now on. You will sign in there
            once and come back here.
          </p>
          <ServerError error={start.error} fallback="The link could not be started." />
          <Button
            variant="outline"
            disabled={start.isPending || start.isSuccess}
            onClick={() => start.mutate()}
          >
            <KeyRound className="size-4" aria-hidden /> Link {link.name}
          </Button>
        </div>
      )}
    </Card>
  );
}
