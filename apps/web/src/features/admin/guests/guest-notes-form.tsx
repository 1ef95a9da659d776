import { GUEST_NOTES_MAX_LENGTH, parseGuestTags, type Guest } from '@flame/shared';
import { toast } from 'sonner';
import { useUpdateGuest } from '../../../api/guests';
import { Button } from '../../../components/ui/button';
import { InputField, TextareaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useAppForm } from '../../../lib/use-app-form';

/** The owner's notes and tags on a guest: kept on 'Save notes', seen by nobody but the owner. */
export function GuestNotesForm({ guest }: { guest: Guest }) {
  const { register, setValue, handleSubmit } = useAppForm({
    defaultValues: { notes: guest.notes, tags: guest.tags.join(', ') },
  });
  const update = useUpdateGuest();

  const submit = ({ notes, tags }: { notes: string; tags: string }) => {
    update.mutate(
      { id: guest.id, body: { notes, tags: parseGuestTags(tags) } },
      {
        onSuccess: (saved) => {
          setValue('tags', saved.tags.join(', '));
          toast.success('Notes saved');
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to save the notes')),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <TextareaField
        label="Notes"
        hint="Only you see these."
        rows={4}
        maxLength={GUEST_NOTES_MAX_LENGTH}
        {...register('notes')}
      />
      <InputField
        label="Tags"
        hint="Separate tags with commas, e.g. Regular, Nut allergy."
        {...register('tags')}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save notes'}
        </Button>
      </div>
    </form>
  );
}
