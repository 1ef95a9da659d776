import type { Member } from '@flame/shared';
import { Avatar } from '../../../../components/ui/avatar';
import { ItemActions } from '../../ui/item-actions';

/** One team member: photo (or initials), name, role, Edit and Delete. */
export function MemberCard({
  member,
  onEdit,
  onDelete,
}: {
  member: Member;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="flex h-full items-center gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200 sm:flex-col sm:items-stretch sm:p-0 sm:overflow-hidden">
      <Avatar
        name={member.name}
        src={member.image}
        size={320}
        className="size-20 shrink-0 rounded-full text-2xl sm:aspect-square sm:size-auto sm:w-full sm:rounded-none sm:text-5xl"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:p-4">
        <div className="min-w-0 sm:text-center">
          <h2 className="truncate font-display text-lg font-semibold text-stone-900">{member.name}</h2>
          <p className="truncate text-sm font-medium text-brand-700">{member.role}</p>
        </div>
        <ItemActions
          itemName={member.name}
          onEdit={onEdit}
          onDelete={onDelete}
          className="sm:justify-center"
        />
      </div>
    </article>
  );
}
