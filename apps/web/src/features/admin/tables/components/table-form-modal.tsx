import { zodResolver } from '../../../../lib/zod-resolver';
import {
  TABLE_SEATS_MAX,
  TABLE_SEATS_MIN,
  tableFormSchema,
  type DiningTable,
  type TableForm,
} from '@flame/shared';
import { useState } from 'react';
import { useAppForm } from '../../../../lib/use-app-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { WholeNumberField } from '../../../../components/ui/input-field-presets';
import { errorMessage } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { FormModal } from '../../ui/form-modal';
import { ImageField } from '../../ui/image-field';
import { useSaveTable } from '../../../../api/tables';
import { DescriptionField } from '../../ui/description-field';

type FormInput = z.input<typeof tableFormSchema>;
const FIELDS = ['tableNumber', 'seats', 'description'] as const;

/** Add or edit a table: number, seats 1 to 20, description, image. */
export function TableFormModal({
  table,
  suggestedNumber,
  onClose,
}: {
  /** The table to edit, or null to add one. */
  table: DiningTable | null;
  suggestedNumber: number;
  onClose: () => void;
}) {
  const save = useSaveTable();
  const [image, setImage] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    formState: { errors },
  } = useAppForm<FormInput, unknown, TableForm>({
    resolver: zodResolver(tableFormSchema),
    defaultValues: {
      tableNumber: table?.tableNumber ?? suggestedNumber,
      seats: table?.seats ?? 2,
      description: table?.description ?? '',
    },
  });

  const onValid = async (fields: TableForm) => {
    try {
      await save.mutateAsync({ id: table?._id, fields, image });
      toast.success(table ? 'Table updated!' : 'Table created!');
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
      toast.error('Error saving table!', { description: errorMessage(error) });
    }
  };

  const formId = table ? `table-form-${table._id}` : 'table-form-new';
  return (
    <FormModal
      title={table ? `Edit Table ${table.tableNumber}` : 'Add Table'}
      formId={formId}
      submitLabel={table ? 'Update Table' : 'Create Table'}
      busy={save.isPending}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-4">
          <WholeNumberField
            label="Table Number"
            required
            error={errors.tableNumber?.message}
            min={1}
            {...register('tableNumber')}
          />
          <WholeNumberField
            label="Seats"
            required
            error={errors.seats?.message}
            min={TABLE_SEATS_MIN}
            max={TABLE_SEATS_MAX}
            {...register('seats')}
          />
        </div>
        <DescriptionField
          error={errors.description?.message}
          hint="Optional, e.g. 'Window booth for four'."
          {...register('description')}
          rows={3}
        />
        <ImageField
          label="Table Image"
          currentUrl={table?.imageUrl}
          file={image}
          onFileChange={setImage}
          hint="JPEG, PNG, WebP or GIF, up to 5MB (optional)."
        />
      </form>
    </FormModal>
  );
}
