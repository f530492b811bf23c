import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { TAKE_TEXT as T, takeLinkForm } from '../../../../../contracts/take.contract';
import { bindField, FormField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';

/** /take without a code: the student types the code the teacher wrote on the board. */
export function CodeEntry() {
  const [, navigate] = useLocation();
  const form = useForm<z.input<typeof takeLinkForm>, unknown, z.output<typeof takeLinkForm>>({
    resolver: zodResolver(takeLinkForm),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  return (
    <Card className="mx-auto max-w-md space-y-4">
      <h1 className="text-xl font-semibold">{T.enterTitle}</h1>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(({ code }) => navigate(`/take/${encodeURIComponent(code)}`))}
      >
        <FormField
          id="link-code"
          label={T.linkCodeLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="font-mono tracking-widest uppercase"
          hint={T.linkCodeHint}
          {...bindField(form, 'code')}
        />
        <Button type="submit" className="w-full sm:w-auto">
          {T.continue} <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </form>
    </Card>
  );
}
