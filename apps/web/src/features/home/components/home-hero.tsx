import { Pause, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useRotation } from '../../../lib/hooks/use-rotation';

/** The hero carousel changes image every 5 seconds. */
export const HERO_INTERVAL_MS = 5_000;

/**
 * The home page's opening: two hero images that cross-fade every 5 s (still for reduced motion, and with a
 * pause button), the heading, the tagline and the page's main links. The box has a fixed height, so the
 * links arriving or leaving after sign-in is known move nothing.
 */
export function HomeHero({
  images,
  eyebrow,
  title,
  tagline,
  children,
}: {
  images: readonly string[];
  eyebrow: string;
  title: string;
  tagline: string;
  /** The links. */
  children: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  const shown = useRotation(images.length, HERO_INTERVAL_MS, paused);
  return (
    <section className="relative isolate flex min-h-[34rem] overflow-hidden bg-stone-900 text-white sm:min-h-[38rem] lg:min-h-[40rem]">
      {images.map((image, index) => (
        <img
          key={image}
          src={image}
          alt=""
          width={1920}
          height={1080}
          fetchPriority={index === 0 ? 'high' : 'low'}
          data-active={index === shown}
          className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-1000 data-[active=true]:opacity-100 motion-reduce:transition-none"
        />
      ))}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-stone-950/90 via-stone-950/70 to-brand-900/30"
      />
      <div className="relative container-page flex flex-col pt-16 pb-20 sm:pt-24 lg:pt-28">
        {/* The words sit on a solid panel, never on the photo: readable on any photo the owner uploads. */}
        <div className="max-w-2xl rounded-card bg-stone-950 p-6 sm:p-8">
          <p className="text-sm font-semibold tracking-wider text-saffron-400 uppercase">{eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-stone-100 sm:text-xl">{tagline}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">{children}</div>
        </div>
      </div>
      {images.length > 1 && (
        <button
          type="button"
          onClick={() => setPaused((current) => !current)}
          aria-label={paused ? 'Play the slideshow' : 'Pause the slideshow'}
          className="absolute right-4 bottom-4 grid size-10 place-items-center rounded-full bg-stone-950/50 text-white ring-1 ring-white/30 backdrop-blur transition-colors hover:bg-stone-950/70 sm:right-6 sm:bottom-6"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
    </section>
  );
}
