import { MEMBER_MESSAGES, type Member } from '@flame/shared';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageMessage } from '../../../../components/ui/page-message';
import { errorMessage } from '../../../../lib/api-client';
import { LoadFailure } from '../../shell/load-failure';
import { SearchField } from '../../shell/search-field';
import { SectionHeader } from '../../shell/section-header';
import { useDeleteMember, useTeamMembers } from '../api/team-members';
import { searchMembers } from '../member-search';
import { MemberCard } from './member-card';
import { MemberFormModal } from './member-form-modal';
import { MembersSkeleton } from './members-skeleton';

/** The Team Members section (spec section 2): search, 'Add Member', the team as cards, the form and delete. */
export function MembersManager() {
  const team = useTeamMembers();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Member | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const remove = useDeleteMember();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(MEMBER_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not delete the team member'));
    }
  };

  let content;
  if (team.isPending) {
    content = <MembersSkeleton />;
  } else if (team.isError) {
    content = (
      <LoadFailure
        title="Failed to load the team"
        error={team.error}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  } else {
    const shown = searchMembers(team.data, query);
    content = (
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
                  onDelete={() => setDeleting(member)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <>
      <SectionHeader
        title="Team Members"
        description="The people guests meet on the home and about pages."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add Member
          </Button>
        }
      />
      {content}
      {editing && (
        <MemberFormModal member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this team member?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => !remove.isPending && setDeleting(null)}
      >
        <p>
          <strong>{deleting?.name}</strong> will no longer appear on the site.
        </p>
      </ConfirmDialog>
    </>
  );
}
