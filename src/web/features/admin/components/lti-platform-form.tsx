import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ltiPlatformBody, type LtiToolConfig } from '../../../../contracts/lti.contract';
import { bindField, FormField } from '../../../components/form-field';
import { ServerError } from '../../../components/server-error';
import { Button } from '../../../components/ui/button';
import { useAddPlatform } from '../lti-admin.api';
import { CopyField } from './lti-copy-field';

/** The form's own shape: deployment IDs typed with commas, the web address left blank. */
const formSchema = ltiPlatformBody.extend({
  deploymentIds: z.string().max(2000),
  webUrl: z.string().max(2000),
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

const EMPTY: FormIn = {
  name: '',
  issuer: '',
  clientId: '',
  authUrl: '',
  tokenUrl: '',
  jwksUrl: '',
  deploymentIds: '',
  webUrl: '',
};

/** For an LMS without dynamic registration: what to paste there, then what it answers, here. */
export function ManualInstall({ tool }: { tool: LtiToolConfig }) {
  const add = useAddPlatform();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(({ deploymentIds, webUrl, ...rest }) =>
    add.mutate(
      {
        ...rest,
        deploymentIds: deploymentIds
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        webUrl: webUrl.trim() || undefined,
      },
      { onSuccess: () => form.reset(EMPTY) },
    ),
  );
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <h3 className="font-semibold">
          1. In the LMS, add Chalkwise as an LTI 1.3 tool with these values
        </h3>
        <CopyField label="Login initiation URL (OIDC login)" value={tool.loginUrl!} />
        <CopyField label="Redirect URI" value={tool.launchUrl!} />
        <CopyField label="Target link URI (tool URL)" value={tool.targetLinkUrl!} />
        <CopyField label="Public keyset URL (JWKS)" value={tool.jwksUrl!} testId="lti-jwks-url" />
        <CopyField label="Domain" value={tool.domain!} />
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer text-sm font-medium">
            Canvas: the developer key’s JSON
          </summary>
          <pre className="mt-2 max-h-72 overflow-auto rounded bg-muted p-3 text-xs">
            {tool.canvasJson}
          </pre>
        </details>
      </div>
      <form noValidate className="space-y-4" onSubmit={submit} aria-labelledby="lti-manual-title">
        <h3 id="lti-manual-title" className="font-semibold">
          2. Enter what the LMS shows for Chalkwise
        </h3>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            id="lti-name"
            label="Name"
            placeholder="Lakeside Moodle"
            {...bindField(form, 'name')}
          />
          <FormField
            id="lti-issuer"
            label="Issuer (platform ID)"
            placeholder="https://moodle.school.org"
            {...bindField(form, 'issuer')}
          />
          <FormField id="lti-client-id" label="Client ID" {...bindField(form, 'clientId')} />
          <FormField
            id="lti-deployments"
            label="Deployment IDs"
            placeholder="1"
            hint="Separated by commas; more can be added later."
            {...bindField(form, 'deploymentIds')}
          />
          <FormField
            id="lti-auth-url"
            label="Authentication request URL"
            {...bindField(form, 'authUrl')}
          />
          <FormField id="lti-token-url" label="Access token URL" {...bindField(form, 'tokenUrl')} />
          <FormField
            id="lti-jwks-url-field"
            label="Public keyset URL"
            {...bindField(form, 'jwksUrl')}
          />
          <FormField
            id="lti-web-url"
            label="LMS web address (optional)"
            placeholder="https://school.instructure.com"
            hint="Where teachers open the LMS, when it differs from the issuer (Canvas)."
            {...bindField(form, 'webUrl')}
          />
        </div>
        <ServerError error={add.error} fallback="The LMS was not added." />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add LMS'}
        </Button>
      </form>
    </div>
  );
}
