import { formatPrice, type Food } from '@flame/shared';
import { Price } from '../../../components/ui/price';

/**
 * What a dish costs: the discounted price after the struck-through original when discounted, and 'Free'
 * for a 100% discount.
 */
export function FoodPrice({
  food,
  className = '',
}: {
  food: Pick<Food, 'price' | 'discountedPrice' | 'discount'>;
  className?: string;
}) {
  const discounted = food.discount > 0 && food.discountedPrice < food.price;
  if (discounted && food.discountedPrice <= 0) {
    return (
      <span className={`tabular-nums ${className}`.trim()}>
        <span className="sr-only">Was </span>
        <s className="mr-1.5 text-sm font-normal text-stone-500">{formatPrice(food.price)}</s>
        <span className="sr-only">, now </span>
        <span className="text-emerald-800">Free</span>
      </span>
    );
  }
  return (
    <Price
      amount={discounted ? food.discountedPrice : food.price}
      {...(discounted ? { original: food.price } : {})}
      className={className}
    />
  );
}

/** '15% OFF'. */
export function discountLabel(discount: number): string {
  return `${discount}% OFF`;
}
