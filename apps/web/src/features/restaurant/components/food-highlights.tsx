import { ChefHat, Flame, Heart, Leaf, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const HIGHLIGHTS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Fresh & Local',
    text: 'Produce, dairy and meat from farms near us, delivered most mornings and cooked the same day.',
    icon: Leaf,
  },
  {
    title: 'Authentic Flavors',
    text: 'Spices toasted and ground in house every morning, in recipes from Indian and Nepali home kitchens.',
    icon: Flame,
  },
  {
    title: 'Expert Preparation',
    text: 'A clay tandoor, an open grill and hot woks, run by chefs who have mastered each of them for years.',
    icon: ChefHat,
  },
  {
    title: 'Made with Love',
    text: 'Momos pleated by hand, sauces simmered slowly, every plate cooked to order the way we cook at home.',
    icon: Heart,
  },
];

/** 'About Our Food': four short notes with an icon each. */
export function FoodHighlights() {
  return (
    <section aria-labelledby="about-food" className="bg-cream-100 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="about-food" eyebrow="What we cook" title="About Our Food" align="center">
          <p>Honest ingredients and old techniques, cooked over real fire.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-card bg-white p-5 shadow-card sm:block sm:p-6">
              <Icon aria-hidden="true" className="size-12 shrink-0 rounded-2xl bg-brand-600 p-3 text-white" />
              <div>
                <h3 className="font-display text-xl font-semibold text-stone-900 sm:mt-5">{title}</h3>
                <p className="mt-1 leading-relaxed text-stone-700 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
