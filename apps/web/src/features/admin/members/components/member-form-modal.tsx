import { zodResolver } from '../../../../lib/zod-resolver';
import { MEMBER_MESSAGES, memberFormSchema, type Member, type MemberForm } from '@flame/shared';
import { useId, useState } from 'react';
import { useAppForm } from '../../../../lib/use-app-form';
import { toast } from 'sonner';
import { InputField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { FormModal } from '../../ui/form-modal';
import { ImageField } from '../../ui/image-field';
import { useSaveMember } from '../../../../api/members';

/** 'Add Member' and Edit: name, role and an optional photo. */
export function MemberFormModal({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const formId = useId();
  const save = useSaveMember();
  const [image, setImage] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    formState: { errors },
  } = useAppForm<MemberForm>({
    resolver: zodResolver(memberFormSchema),
    defaultValues: { name: member?.name ?? '', role: member?.role ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = new FormData();
    if (member) body.append('memberId', member._id);
    body.append('name', values.name);
    body.append('role', values.role);
    if (image) body.append('image', image);
    try {
      await save.mutateAsync(body);
      toast.success(member ? MEMBER_MESSAGES.updated : MEMBER_MESSAGES.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, { setError, getFieldState }, ['name', 'role']);
      toast.error(MEMBER_MESSAGES.saveFailed, { description: errorMessage(error) });
    }
  });

  return (
    <FormModal
      title={member ? `Edit ${member.name}` : 'Add Member'}
      formId={formId}
      submitLabel={member ? 'Save Changes' : 'Add Member'}
      busy={save.isPending}
      onClose={onClose}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <InputField
          label="Name"
          error={errors.name?.message}
          required
          autoComplete="off"
          {...register('name')}
        />
        <InputField
          label="Role"
          error={errors.role?.message}
          required
          hint="For example Head Chef or Front of House."
          autoComplete="off"
          {...register('role')}
        />
        <ImageField
          label="Photo"
          currentUrl={member?.image}
          file={image}
          onFileChange={setImage}
          hint="A square photo looks best. JPEG, PNG, WebP or GIF, up to 5 MB."
          aspect="aspect-square w-full max-w-40"
        />
      </form>
    </FormModal>
  );
}
