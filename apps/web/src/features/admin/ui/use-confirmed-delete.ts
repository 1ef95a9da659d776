import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';

/**
 * The delete of a list section, asked first: `ask(item)` opens the question; spread
 * `dialogProps` on a `ConfirmDialog`. Success and failure are toasts; the question stays open on failure.
 */
export function useConfirmedDelete<T extends { _id: string }>({
  remove,
  deletedMessage,
  failedMessage,
}: {
  remove: UseMutationResult<unknown, Error, string>;
  deletedMessage: string;
  failedMessage: string;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const onConfirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target._id);
      toast.success(deletedMessage);
      setTarget(null);
    } catch (error) {
      toast.error(errorMessage(error, failedMessage));
    }
  };
  return {
    target,
    ask: setTarget,
    dialogProps: {
      open: target !== null,
      busy: remove.isPending,
      confirmLabel: 'Delete',
      busyLabel: 'Deleting...',
      onConfirm: () => void onConfirm(),
      onClose: () => {
        if (!remove.isPending) setTarget(null);
      },
    },
  };
}
