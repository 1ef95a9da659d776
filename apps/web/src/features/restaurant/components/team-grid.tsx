import type { Member } from '@flame/shared';
import { Avatar } from '../../../components/ui/avatar';
import { SectionHeading } from './section-heading';

/** 'Meet Our Team': each member's photo (or initials), name and role. Renders nothing without members. */
export function TeamGrid({ members }: { members: readonly Member[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="our-team" className="bg-cream-100 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="our-team"
          eyebrow="The people behind the fire"
          title="Meet Our Team"
          align="center"
        />
        <ul className="mt-12 flex flex-wrap justify-center gap-4 sm:gap-6">
          {members.map((member) => (
            <li
              key={member._id}
              className="w-[calc(50%-0.5rem)] overflow-hidden rounded-card bg-white shadow-card sm:w-56"
            >
              <Avatar
                name={member.name}
                src={member.image}
                size={400}
                className="aspect-square w-full text-5xl"
              />
              <div className="p-4 text-center">
                <h3 className="font-display text-lg font-semibold text-stone-900">{member.name}</h3>
                <p className="mt-0.5 text-sm font-medium text-brand-700">{member.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
