import { initials, type Member } from '@flame/shared';
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
              {member.image ? (
                <img
                  src={member.image}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  className="aspect-square w-full bg-cream-200 object-cover"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="grid aspect-square w-full place-items-center bg-brand-50 font-display text-5xl font-bold text-brand-700"
                >
                  {initials(member.name)}
                </div>
              )}
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
