import { Flame, HandHeart, Leaf, Sprout, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Note {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The four notes of the home page's about block: sourcing, technique, hospitality, sustainability. */
export const ABOUT_NOTES: readonly Note[] = [
  {
    title: 'Sourced with care',
    text: 'Texas-grown vegetables, halal meats and whole spices we toast and grind every morning.',
    icon: Leaf,
  },
  {
    title: 'Cooked over fire',
    text: 'A clay tandoor, an open sekuwa grill and momos folded by hand, one pleat at a time.',
    icon: Flame,
  },
  {
    title: 'Hospitality first',
    text: 'Tell us how spicy you like it. We cook for you the way we cook for our own families.',
    icon: HandHeart,
  },
  {
    title: 'Kind to the planet',
    text: 'Compostable pickup boxes, kitchen scraps composted locally and no single-use plastic.',
    icon: Sprout,
  },
];

/** The three static stats of the about block. */
export const ABOUT_STATS = [
  { value: '10+', label: 'Years of Service' },
  { value: '3', label: 'Cuisines, one kitchen' },
  { value: '100%', label: 'Cooked to order' },
] as const;

/** 'Fire, spice and a warm welcome': the notes and stats, with the featured dishes beside them (`aside`). */
export function AboutBlock({ aside }: { aside?: ReactNode }) {
  return (
    <section aria-labelledby="home-about" className="py-16 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">About us</p>
          <h2
            id="home-about"
            className="mt-2 font-display text-3xl font-bold text-balance text-stone-900 sm:text-4xl"
          >
            Fire, spice and a warm welcome
          </h2>
          <p className="mt-4 text-base leading-relaxed text-stone-700 sm:text-lg">
            Indian tandoor classics and Nepali home cooking from one open kitchen, made fresh for every order.
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {ABOUT_NOTES.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-3">
                <Icon
                  aria-hidden="true"
                  className="size-10 shrink-0 rounded-full bg-brand-50 p-2.5 text-brand-600"
                />
                <div>
                  <h3 className="font-semibold text-stone-900">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-stone-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid grid-cols-3 gap-3 border-t border-cream-200 pt-8">
            {ABOUT_STATS.map(({ value, label }) => (
              <div key={label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-stone-600">{label}</dt>
                <dd className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {aside}
      </div>
    </section>
  );
}
