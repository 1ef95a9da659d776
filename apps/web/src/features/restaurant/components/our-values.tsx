import { HeartHandshake, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const VALUES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Quality First',
    text: 'We never cut corners: the best ingredients, cooked fresh, checked before every plate leaves the pass.',
    icon: ShieldCheck,
  },
  {
    title: 'Customer Focused',
    text: 'Your spice level, your allergies, your celebration: we listen first and cook for you, not for a formula.',
    icon: Users,
  },
  {
    title: 'Community Driven',
    text: 'We buy from local growers, feed local causes and keep a seat at our table for every neighbour.',
    icon: HeartHandshake,
  },
];

/** 'Our Values': three cards. */
export function OurValues() {
  return (
    <section aria-labelledby="our-values" className="container-page py-16 sm:py-24">
      <SectionHeading id="our-values" eyebrow="What we stand for" title="Our Values" align="center" />
      <ul className="mt-12 grid gap-4 sm:gap-6 md:grid-cols-3">
        {VALUES.map(({ title, text, icon: Icon }) => (
          <li
            key={title}
            className="rounded-card border border-cream-200 bg-white p-6 text-center shadow-card sm:p-8"
          >
            <Icon
              aria-hidden="true"
              className="mx-auto size-14 rounded-full bg-brand-50 p-3.5 text-brand-600"
            />
            <h3 className="mt-5 font-display text-xl font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
