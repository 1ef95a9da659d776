import { SOLD_OUT_LABEL, SOLD_OUT_MESSAGES, soldOutBackText, type Food } from '@flame/shared';
import { Ban, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect, useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import { skeletonBlockClass } from '../../../components/ui/skeleton';
import { Price } from '../../../components/ui/price';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/cart/cart-context';
import { useRestaurant } from '../../../api/restaurant';
import { linePrice } from '../../../lib/cart/line-price';
import type * as OptionsPickerModule from './dish-options-picker';
import { QuantityControl } from '../../../components/ui/quantity-control';

const INSTRUCTIONS_MAX = 500;

type OptionsPicker = typeof OptionsPickerModule;
const OPTIONS_FAILED = 'The options of this dish could not be loaded. Please reload the page';

/**
 * The option groups and their rules, loaded after hydration for a dish that has groups (a dish without any
 * loads none of their code): null until they arrive, 'failed' when they cannot be loaded.
 */
function useOptionsPicker(hasOptions: boolean): OptionsPicker | null | 'failed' {
  const [picker, setPicker] = useState<OptionsPicker | null | 'failed'>(null);
  useEffect(() => {
    if (!hasOptions) return;
    import('./dish-options-picker').then(setPicker, () => setPicker('failed'));
  }, [hasOptions]);
  return picker;
}

/**
 * The dish's options, quantity (at least 1), optional special instructions, the line's live price (on a deal,
 * the dish and its options at their own prices struck through before what is charged) and
 * 'Add to Cart' for an available dish; the button waits, saying why, until the required options are chosen.
 * After adding, a confirmation with 'Go to Checkout'. An unavailable dish gets a clear note and no add button; a
 * dish sold out today says so once, beside its disabled button, with nothing to choose.
 */
export function AddToCartPanel({
  food,
}: {
  food: Pick<
    Food,
    '_id' | 'name' | 'images' | 'price' | 'discount' | 'discountedPrice' | 'isAvailable' | 'optionGroups'
  > &
    Partial<Pick<Food, 'soldOutUntil'>>;
}) {
  const { actions, quantityOf } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [instructions, setInstructions] = useState('');
  const [chosenIds, setChosenIds] = useState<string[]>([]);
  const [added, setAdded] = useState<{ quantity: number; summary: string } | null>(null);
  const panelId = useId();
  const soldOutId = `${panelId}-sold-out`;
  const reasonId = `${panelId}-reason`;
  const soldOut = !!food.soldOutUntil;
  const timeZone = useRestaurant().data?.timeZone;
  const hasOptions = food.optionGroups.length > 0;
  const picker = useOptionsPicker(hasOptions);
  const loaded = typeof picker === 'object' && picker !== null ? picker : null;
  // A dish with options waits for them (and the price follows them); one without is priced as it is.
  const choice = hasOptions && loaded ? loaded.evaluateChoice(food, chosenIds) : null;
  const unitPrice = choice?.unitPrice ?? { unit: food.discountedPrice, listUnit: food.price };
  // The deal shows on the line as on the menu: dish + options struck through, then what is charged.
  const line = linePrice(unitPrice, quantity);
  const reason = hasOptions && picker === 'failed' ? OPTIONS_FAILED : (choice?.reason ?? null);
  const waiting = hasOptions && !choice;

  if (!food.isAvailable) {
    return (
      <div className="flex gap-3 rounded-card border border-stone-300 bg-stone-100 p-4 text-stone-700 sm:p-5">
        <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-600" />
        <div>
          <p className="font-semibold text-stone-900">Currently unavailable</p>
          <p className="mt-1 text-sm">
            This dish can&apos;t be ordered right now.{' '}
            <Link
              to={paths.menu.href()}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              See the rest of the menu
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const addToCart = () => {
    if (soldOut || waiting || reason) return;
    const { options, summary } = choice ?? { options: [], summary: '' };
    actions.add(
      {
        _id: food._id,
        name: food.name,
        image: food.images[0] ?? null,
        price: unitPrice.unit,
        listPrice: unitPrice.listUnit,
      },
      quantity,
      instructions.trim() || undefined,
      { choiceIds: options.length > 0 ? chosenIds : [], options },
    );
    setAdded({ quantity, summary });
    setQuantity(1);
    setInstructions('');
  };

  return (
    <div className="flex flex-col gap-5 rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5">
      {/* A dish that cannot be added offers nothing to choose. */}
      {!soldOut && (
        <>
          {loaded ? (
            <loaded.DishOptionGroups
              groups={food.optionGroups}
              chosenIds={chosenIds}
              onChange={(next) => {
                setChosenIds(next);
                setAdded(null);
              }}
            />
          ) : (
            hasOptions && <div aria-hidden="true" className={`${skeletonBlockClass} h-48`} />
          )}
          <QuantityControl
            value={quantity}
            onChange={(next) => {
              setQuantity(next);
              setAdded(null);
            }}
          />
          <TextareaField
            label="Special instructions"
            optional
            hint="We'll pass this on to the kitchen."
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
            maxLength={INSTRUCTIONS_MAX}
            rows={2}
            placeholder="e.g. less spicy, no onions"
          />
        </>
      )}
      {/* The total and the button stay at the bottom of the screen while the options are scrolled; alone in the
          panel of a sold-out dish, they need no bar of their own. */}
      <div
        className={`sticky bottom-0 z-10 flex flex-col gap-2 bg-white ${soldOut ? '' : '-mx-4 border-t border-cream-200 px-4 py-3 sm:-mx-5 sm:px-5'}`}
      >
        {/* The confirmation too: below the stuck bar it would be off the screen of a phone. */}
        {added && (
          <Banner tone="success" title="Added to your cart" onDismiss={() => setAdded(null)}>
            <p>
              {added.quantity} × {food.name}
              {added.summary && ` — ${added.summary}`}. You have {quantityOf(food._id)} in your cart.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <ButtonLink to={paths.checkout.href()} size="sm">
                Go to Checkout
              </ButtonLink>
              <Button size="sm" variant="secondary" onClick={actions.open}>
                View Cart
              </Button>
            </div>
          </Banner>
        )}
        {/* Why the button is off, where the button is: in the bar that stays on screen. */}
        {soldOut ? (
          <p
            id={soldOutId}
            className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
          >
            <Ban aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{SOLD_OUT_LABEL}.</strong>{' '}
              {food.soldOutUntil && timeZone
                ? soldOutBackText(food.soldOutUntil, timeZone)
                : SOLD_OUT_MESSAGES.backAtOpening}
            </span>
          </p>
        ) : (
          reason && (
            <p id={reasonId} className="text-sm font-medium text-stone-700">
              {reason}.
            </p>
          )
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            size="lg"
            onClick={addToCart}
            disabled={soldOut || waiting || !!reason}
            aria-describedby={soldOut ? soldOutId : reason ? reasonId : undefined}
            className="flex-1 sm:flex-none"
          >
            <ShoppingBag aria-hidden="true" className="size-5" />
            Add to Cart
          </Button>
          <p className="shrink-0 text-sm text-stone-600">
            Total{' '}
            <Price
              amount={line.total}
              original={line.listTotal}
              className="text-lg font-bold text-stone-900"
            />
          </p>
        </div>
      </div>
    </div>
  );
}
