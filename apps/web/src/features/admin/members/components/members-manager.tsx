import { MEMBER_MESSAGES, type Member } from '@flame/shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageMessage } from '../../../../components/ui/page-message';
import { filterBySearch } from '../../ui/filter-by-search';
import { SearchField } from '../../ui/search-field';
import { AddButton } from '../../ui/add-button';
import { AdminSection } from '../../ui/admin-section';
import { SectionQuery } from '../../ui/section-query';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { useDeleteMember, useTeamMembers } from '../../../../api/members';
import { MemberCard } from './member-card';
import { MemberFormModal } from './member-form-modal';
import { MembersSkeleton } from './members-skeleton';

/** The Team Members section: search, 'Add Member', the team as cards, the form and delete. */
export function MembersManager() {
  const team = useTeamMembers();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Member | 'new' | null>(null);
  const deletion = useConfirmedDelete<Member>({
    remove: useDeleteMember(),
    deletedMessage: MEMBER_MESSAGES.deleted,
    failedMessage: 'Could not delete the team member',
  });

  return (
    <AdminSection
      title="Team Members"
      description="The people guests meet on the home and about pages."
      actions={<AddButton label="Add Member" onClick={() => setEditing('new')} />}
    >
      <SectionQuery query={team} skeleton={<MembersSkeleton />} failureTitle="Failed to load the team">
        {(members) => {
          const shown = filterBySearch(members, query, (member) => [member.name, member.role]);
          return (
            <>
              <div className="mb-6">
                <SearchField
                  value={query}
                  onChange={setQuery}
                  label="Search team members"
                  placeholder="Search by name or role"
                />
              </div>
              {shown.length === 0 ? (
                <PageMessage icon={Users} title="No team members found">
                  {query.trim() ? 'Try another name or role.' : 'Add your team with Add Member.'}
                </PageMessage>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                  {shown.map((member) => (
                    <li key={member._id}>
                      <MemberCard
                        member={member}
                        onEdit={() => setEditing(member)}
                        onDelete={() => deletion.ask(member)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </SectionQuery>
      {editing && (
        <MemberFormModal member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog title="Delete this team member?" {...deletion.dialogProps}>
        <p>
          <strong>{deletion.target?.name}</strong> will no longer appear on the site.
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}
