import type { Member } from '@flame/shared';
import { ChefHat, Quote } from 'lucide-react';

/** The member whose role names them head chef, if any. */
export function findHeadChef(members: readonly Member[]): Member | undefined {
  return members.find((member) => /head chef/i.test(member.role));
}

const QUOTE =
  'Fire is our oldest ingredient. We let the tandoor and the grill do what they do best, toast our spices every ' +
  'morning, and cook each plate as if it were going to our own family table.';

/** A quote from the head chef, with their photo, name and role; a generic signature when there is none. */
export function ChefQuote({ members }: { members: readonly Member[] }) {
  const chef = findHeadChef(members);
  return (
    <section aria-label="A word from our head chef" className="bg-brand-700 py-16 text-white sm:py-20">
      <figure className="container-page max-w-4xl text-center">
        <Quote aria-hidden="true" className="mx-auto size-10 text-saffron-400" />
        <blockquote className="mt-6">
          <p className="font-display text-xl leading-snug font-semibold text-balance sm:text-3xl">
            “{QUOTE}”
          </p>
        </blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-4">
          {chef?.image ? (
            <img
              src={chef.image}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 rounded-full object-cover ring-2 ring-white/70"
            />
          ) : (
            <ChefHat
              aria-hidden="true"
              className="size-16 rounded-full bg-white/10 p-4 ring-2 ring-white/70"
            />
          )}
          <span className="text-left">
            <span className="block text-lg font-semibold">{chef?.name ?? 'Our Head Chef'}</span>
            <span className="block text-brand-100">{chef?.role ?? 'Flame-kissed kitchen'}</span>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
