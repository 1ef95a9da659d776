import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@flame/shared';
import { useAppForm } from '../../../lib/use-app-form';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/input-field-presets';
import { errorMessage } from '../../../lib/api-client';
import { zodResolver } from '../../../lib/zod-resolver';
import { useRequestPasswordReset } from '../../../api/auth';

type ForgotPasswordInput = z.input<typeof forgotPasswordBodySchema>;

/** The account's email; once the server has taken it, `onSent` gets the address it was asked for. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<ForgotPasswordInput, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onValid = async (body: ForgotPasswordBody) => {
    try {
      await request.mutateAsync(body);
      onSent(body.email);
    } catch {
      // The banner below shows the failure.
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      aria-label="Ask for a reset link"
    >
      {request.isError && (
        <Banner tone="error" title="The link could not be sent">
          {errorMessage(request.error, 'Please try again in a moment.')}
        </Banner>
      )}
      <EmailField required error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" busy={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
