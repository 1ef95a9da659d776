import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Do I need a reservation?',
    answer: (
      <>
        Walk-ins are always welcome, but we recommend booking for evenings and weekends. Reserve a table
        online on our{' '}
        <Link to={paths.tables.href()} className={linkClass}>
          Tables page
        </Link>{' '}
        or give us a call.
      </>
    ),
  },
  {
    question: 'Do you offer catering?',
    answer: (
      <>
        Yes. We cater weddings, corporate events, birthdays, anniversaries and more. Tell us about your event
        on our{' '}
        <Link to={paths.catering.href()} className={linkClass}>
          catering page
        </Link>{' '}
        and we will get back to you within 24 hours.
      </>
    ),
  },
  {
    question: 'What payment options do you accept?',
    answer: (
      <>
        We accept cash, major credit cards and digital/mobile wallets. Pickup orders are paid at the
        restaurant when you collect them.
      </>
    ),
  },
  {
    question: 'Can you accommodate dietary restrictions?',
    answer: (
      <>
        Absolutely. Our menu marks vegetarian, vegan and gluten-free dishes, and most curries can be made
        milder or hotter. Tell us about any allergy when you order or book, and our chefs will guide you.
      </>
    ),
  },
];

/** Four questions as native disclosures (keyboard and screen-reader friendly without script). */
export function Faq() {
  return (
    <section aria-labelledby="faq" className="bg-cream-100 py-16 sm:py-24">
      <div className="container-page max-w-3xl">
        <SectionHeading id="faq" eyebrow="Good to know" title="Frequently Asked Questions" align="center" />
        <div className="mt-10 flex flex-col gap-3">
          {QUESTIONS.map(({ question, answer }) => (
            <details
              key={question}
              className="group rounded-card bg-white shadow-card open:ring-1 open:ring-brand-200"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-display text-lg font-semibold text-stone-900 hover:text-brand-700 sm:px-6 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-stone-700 sm:px-6">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
