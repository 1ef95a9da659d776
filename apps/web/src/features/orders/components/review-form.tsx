import { zodResolver } from '../../../lib/zod-resolver';
import { REVIEW_TEXT_MAX_LENGTH, reviewBodySchema, type ReviewBody } from '@flame/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useAddReview } from '../../../api/reviews';
import { StarRatingInput } from './star-rating-input';

/** Stars and a few words about a picked-up order; sent once. */
export function ReviewForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<ReviewBody>({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: { rating: 0, text: '' },
  });
  const add = useAddReview(orderId);
  const [failure, setFailure] = useState<string | null>(null);

  const onValid = async (body: ReviewBody) => {
    setFailure(null);
    try {
      await add.mutateAsync(body);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to add review'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField
        label="Your review"
        required
        error={errors.text?.message}
        hint="What did you order, and how was it?"
        {...register('text')}
        rows={5}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
      />
      <Button type="submit" size="lg" busy={add.isPending} className="w-full sm:w-auto sm:self-start">
        <Send aria-hidden="true" className="size-5" />
        {add.isPending ? 'Submitting...' : 'Submit Review'}
      </Button>
      {failure && <Banner tone="error">{failure}</Banner>}
    </form>
  );
}
