import { useState } from 'react';
import { FoodImage } from './food-image';

/** The dish's images: a large square one and, when there are several, thumbnails to switch between them. */
export function DishGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-video overflow-hidden rounded-card bg-cream-100 shadow-card sm:aspect-[4/3] lg:aspect-square">
        <FoodImage src={current} alt={name} width={800} height={800} priority className="size-full" />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-3 overflow-x-auto pb-1" aria-label="More pictures">
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show picture ${position + 1} of ${images.length}`}
                aria-pressed={position === index}
                className={`block size-20 overflow-hidden rounded-xl ring-2 transition ${
                  position === index ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-200'
                }`}
              >
                <FoodImage src={image} width={160} height={160} className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
