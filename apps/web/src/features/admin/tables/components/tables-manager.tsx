import type { DiningTable, Reservation } from '@flame/shared';
import { Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageMessage } from '../../../../components/ui/page-message';
import { SearchField } from '../../ui/search-field';
import { AddButton } from '../../ui/add-button';
import { AdminSection } from '../../ui/admin-section';
import { CardGridSkeleton } from '../../ui/card-grid-skeleton';
import { combinedQuery } from '../../ui/combined-query';
import { SectionQuery } from '../../ui/section-query';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { useRefetchOnAdminEvent } from '../../shell/admin-events';
import { useUpcomingReservations } from '../../../../api/reservations';
import { useAdminTables, useDeleteTable } from '../../../../api/tables';
import { nextTableNumber, searchTables } from '../table-search';
import { AdminTableCard } from './admin-table-card';
import { TableFormModal } from './table-form-modal';

/**
 * The Tables section: search, 'Add Table', the cards with who has booked each (bookings and cancellations show
 * live), the form and the delete confirmation.
 */
export function TablesManager() {
  const tables = useAdminTables();
  const reservations = useUpcomingReservations();
  useRefetchOnAdminEvent('reservation');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<DiningTable | 'new' | null>(null);
  const deletion = useConfirmedDelete<DiningTable>({
    remove: useDeleteTable(),
    deletedMessage: 'Table deleted!',
    failedMessage: 'Failed to delete table',
  });

  return (
    <AdminSection
      title="Tables"
      description="Tables guests can book, and who has booked them."
      // Offered once the tables are read: the form suggests the next free table number.
      actions={tables.data && <AddButton label="Add Table" onClick={() => setEditing('new')} />}
    >
      <SectionQuery
        query={combinedQuery({ tables, reservations })}
        skeleton={<CardGridSkeleton label="Loading tables..." />}
        failureTitle="Failed to load tables"
      >
        {(data) => (
          <>
            <div className="mb-6">
              <SearchField
                value={query}
                onChange={setQuery}
                label="Search tables"
                placeholder="Number or description"
              />
            </div>
            <TableCards
              tables={searchTables(data.tables, query)}
              reservations={data.reservations}
              emptyHint={
                query.trim() ? 'Try another number or word.' : "Add your first table with 'Add Table'."
              }
              onEdit={setEditing}
              onDelete={deletion.ask}
            />
          </>
        )}
      </SectionQuery>
      {editing && tables.data && (
        <TableFormModal
          table={editing === 'new' ? null : editing}
          suggestedNumber={nextTableNumber(tables.data)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        title={`Delete Table ${deletion.target?.tableNumber ?? ''}?`}
        {...deletion.dialogProps}
        confirmLabel="Delete Table"
      >
        Guests will no longer be able to book this table. This cannot be undone.
      </ConfirmDialog>
    </AdminSection>
  );
}

function TableCards({
  tables,
  reservations,
  emptyHint,
  onEdit,
  onDelete,
}: {
  tables: DiningTable[];
  reservations: Reservation[];
  emptyHint: string;
  onEdit: (table: DiningTable) => void;
  onDelete: (table: DiningTable) => void;
}) {
  const byTable = useMemo(() => {
    const map = new Map<string, Reservation[]>();
    for (const reservation of reservations) {
      map.set(reservation.tableId, [...(map.get(reservation.tableId) ?? []), reservation]);
    }
    return map;
  }, [reservations]);
  if (tables.length === 0) {
    return (
      <PageMessage icon={Table2} title="No tables found" role="status">
        {emptyHint}
      </PageMessage>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
      {tables.map((table) => (
        <AdminTableCard
          key={table._id}
          table={table}
          reservations={byTable.get(table._id) ?? []}
          onEdit={() => onEdit(table)}
          onDelete={() => onDelete(table)}
        />
      ))}
    </div>
  );
}
