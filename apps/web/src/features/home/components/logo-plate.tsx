import { useRotation } from '../../../lib/hooks/use-rotation';

/** The logo animation toggles every 3 seconds. */
export const LOGO_TOGGLE_MS = 3_000;

/** The restaurant's logo on a plate that turns and glows, toggling every 3 s (still for reduced motion). */
export function LogoPlate({ name }: { name: string }) {
  const glowing = useRotation(2, LOGO_TOGGLE_MS) === 1;
  return (
    <div
      data-glowing={glowing}
      className="group relative grid size-56 place-items-center sm:size-64"
      role="img"
      aria-label={`${name} logo`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 rounded-full bg-radial from-saffron-400/40 via-brand-500/20 to-transparent opacity-40 blur-2xl transition-opacity duration-1000 group-data-[glowing=true]:opacity-100 motion-reduce:transition-none"
      />
      <div
        aria-hidden="true"
        className="relative grid size-full place-items-center rounded-full bg-white shadow-raised ring-8 ring-cream-200 transition-transform duration-1000 ease-in-out group-data-[glowing=true]:scale-105 group-data-[glowing=true]:rotate-[8deg] motion-reduce:transition-none"
      >
        <div className="grid size-[78%] place-items-center rounded-full bg-cream-50 ring-1 ring-cream-200">
          <img src="/images/logo.svg" alt="" width={160} height={160} loading="lazy" className="size-3/5" />
        </div>
      </div>
    </div>
  );
}
