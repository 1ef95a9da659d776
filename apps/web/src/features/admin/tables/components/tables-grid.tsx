import type { DiningTable, Reservation } from '@flame/shared';
import { Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageMessage } from '../../../../components/ui/page-message';
import { errorMessage } from '../../../../lib/api-client';
import { SearchField } from '../../ui/search-field';
import { AddButton } from '../../ui/add-button';
import { AdminSection } from '../../ui/admin-section';
import { useDeleteTable } from '../../../../api/tables';
import { nextTableNumber, searchTables } from '../table-search';
import { AdminTableCard } from './admin-table-card';
import { TableFormModal } from './table-form-modal';

/** The Tables section's content: search, 'Add Table', the cards, the form and the delete confirmation. */
export function TablesGrid({ tables, reservations }: { tables: DiningTable[]; reservations: Reservation[] }) {
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<DiningTable | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DiningTable | null>(null);
  const remove = useDeleteTable();
  const shown = searchTables(tables, query);
  const byTable = useMemo(() => {
    const map = new Map<string, Reservation[]>();
    for (const reservation of reservations) {
      map.set(reservation.tableId, [...(map.get(reservation.tableId) ?? []), reservation]);
    }
    return map;
  }, [reservations]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success('Table deleted!');
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to delete table'));
        setDeleting(null);
      },
    });
  };

  return (
    <AdminSection
      title="Tables"
      description="Tables guests can book, and who has booked them."
      actions={<AddButton label="Add Table" onClick={() => setEditing('new')} />}
    >
      <div className="mb-6">
        <SearchField
          value={query}
          onChange={setQuery}
          label="Search tables"
          placeholder="Number or description"
        />
      </div>
      {shown.length === 0 ? (
        <PageMessage icon={Table2} title="No tables found" role="status">
          {query.trim() ? 'Try another number or word.' : "Add your first table with 'Add Table'."}
        </PageMessage>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {shown.map((table) => (
            <AdminTableCard
              key={table._id}
              table={table}
              reservations={byTable.get(table._id) ?? []}
              onEdit={() => setEditing(table)}
              onDelete={() => setDeleting(table)}
            />
          ))}
        </div>
      )}
      {editing && (
        <TableFormModal
          table={editing === 'new' ? null : editing}
          suggestedNumber={nextTableNumber(tables)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete Table ${deleting?.tableNumber ?? ''}?`}
        confirmLabel="Delete Table"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Guests will no longer be able to book this table. This cannot be undone.
      </ConfirmDialog>
    </AdminSection>
  );
}
