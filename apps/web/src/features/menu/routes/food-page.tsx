import { FOOD_MESSAGES, type Food } from '@flame/shared';
import { ChevronRight, SearchX, UtensilsCrossed } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction, RouteDeps } from '../../../lib/route-deps';
import { foodQueryKey, foodQueryOptions, useFood } from '../../../api/foods';
import { prefetchForPage, withPageStatus } from '../../../lib/page-load';
import { pageStateOf, useFailedOnLoad, type FailedLoad } from '../../../lib/page-state';
import { AddToCartPanel } from '../components/add-to-cart-panel';
import { DishDetails } from '../components/dish-details';
import { DishFacts, DishRating } from '../components/dish-facts';
import { DishGallery } from '../components/dish-gallery';
import { DishSkeleton } from '../components/dish-skeleton';
import { discountLabel, FoodPrice } from '../components/food-price';
import { PageMessage } from '../../../components/ui/page-message';
import { dishJsonLd } from '../menu-json-ld';
import { OrderingNotice } from '../../../components/ordering-notice';

const FALLBACK_ERROR = 'Failed to fetch food';
const NOT_FOUND_TEXT = 'The food item you are looking for does not exist.';
const NOT_ON_MENU_TEXT =
  'The kitchen has taken it off the menu for now. Have a look at what we are cooking today.';

/** Puts the dish into the cache for the first HTML; an unknown dish is not thrown but answered with a 404 page. */
export function loader({ queryClient, api }: RouteDeps) {
  return async ({ params }: { params: Record<string, string | undefined> }) =>
    withPageStatus(null, [await prefetchForPage(queryClient, foodQueryOptions(api, params.id ?? ''))]);
}

export const head: HeadFunction = ({ params, queryClient, origin }) => {
  const food = queryClient.getQueryData<Food>(foodQueryKey(params.id ?? ''));
  const error = queryClient.getQueryState(foodQueryKey(params.id ?? ''))?.error;
  if (!food && error?.message === FOOD_MESSAGES.notOnMenu) return { title: pageTitle('Not Available') };
  if (!food) return { title: pageTitle('Food Not Found') };
  return {
    title: pageTitle(food.name),
    description: food.description,
    indexable: true,
    preloadImages: food.images.slice(0, 1),
    jsonLd: dishJsonLd(food, origin),
  };
};

export default function FoodPage() {
  const { id = '' } = useParams();
  const failedOnLoad = useFailedOnLoad(foodQueryKey(id));
  const query = useFood(id, { enabled: !failedOnLoad });
  const state = pageStateOf(query, FALLBACK_ERROR);

  return (
    <div className="container-page py-4 sm:py-10">
      <OrderingNotice className="mb-4" />
      {state.status === 'success' && <Dish food={state.data} />}
      {state.status === 'loading' && <DishSkeleton />}
      {state.status === 'error' && (
        <DishNotFound
          failure={state.failure}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  );
}

function Dish({ food }: { food: Food }) {
  // The layout sets the title on navigation; a dish that arrives later (after 'Try Again') sets its own.
  useEffect(() => {
    document.title = pageTitle(food.name);
  }, [food.name]);

  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex items-center gap-1 text-stone-600">
          <li>
            <Link to={paths.menu.href()} className="rounded hover:text-brand-700 hover:underline">
              Menu
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link
              to={paths.menu.href(food.categoryId)}
              className="rounded hover:text-brand-700 hover:underline"
            >
              {food.category}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="min-w-0 truncate font-medium text-stone-900">
            {food.name}
          </li>
        </ol>
      </nav>

      <div className="mt-4 grid gap-4 sm:mt-6 sm:gap-6 lg:grid-cols-2 lg:gap-12">
        <DishGallery images={food.images} name={food.name} />
        {/* On narrow screens the description and facts follow 'Add to Cart', which stays on the first screen. */}
        <div className="flex flex-col gap-4 lg:gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{food.category}</p>
            <h1 className="font-display text-3xl leading-tight font-bold text-stone-900 sm:text-4xl">
              {food.name}
            </h1>
            <DishRating food={food} />
          </div>
          <p className="text-base leading-relaxed text-stone-700 max-lg:order-1">{food.description}</p>
          <div className="flex flex-wrap items-center gap-3">
            <FoodPrice food={food} className="font-display text-3xl font-bold text-brand-700" />
            {food.discount > 0 && <Badge tone="solid">{discountLabel(food.discount)}</Badge>}
          </div>
          <div className="max-lg:order-1">
            <DishFacts food={food} />
          </div>
          <AddToCartPanel key={food._id} food={food} />
        </div>
      </div>

      <div className="mt-8 sm:mt-12">
        <DishDetails food={food} />
      </div>
    </>
  );
}

function DishNotFound({
  failure,
  retrying,
  onRetry,
}: {
  failure: FailedLoad;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (failure.status === 404 && failure.message === FOOD_MESSAGES.notOnMenu) return <DishNotOnMenu />;
  const missing = failure.status === 404 || failure.status === 400;
  return (
    <div className="py-6 sm:py-12">
      <PageMessage
        icon={SearchX}
        title="Food Not Found"
        headingLevel={1}
        tone={missing ? 'neutral' : 'error'}
        actions={
          <>
            <ButtonLink to={paths.menu.href()}>Back to Menu</ButtonLink>
            <Button variant="secondary" onClick={onRetry} busy={retrying}>
              {retrying ? 'Trying...' : 'Try Again'}
            </Button>
          </>
        }
      >
        <p>{missing ? NOT_FOUND_TEXT : failure.message}</p>
      </PageMessage>
    </div>
  );
}

/** A dish the owner has hidden: an old link or a past order's line leads here, so say so and point to the menu. */
function DishNotOnMenu() {
  useEffect(() => {
    document.title = pageTitle('Not Available');
  }, []);
  return (
    <div className="py-6 sm:py-12">
      <PageMessage
        icon={UtensilsCrossed}
        title={FOOD_MESSAGES.notOnMenu}
        headingLevel={1}
        actions={<ButtonLink to={paths.menu.href()}>Back to Menu</ButtonLink>}
      >
        <p>{NOT_ON_MENU_TEXT}</p>
      </PageMessage>
    </div>
  );
}
