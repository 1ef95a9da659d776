import { FOOD_MESSAGES, SOLD_OUT_MESSAGES, type Food } from '@flame/shared';
import { UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  useDeleteFood,
  useOwnerFoods,
  useSetFoodAvailability,
  useSetFoodSoldOut,
} from '../../../../api/foods';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageMessage } from '../../../../components/ui/page-message';
import { errorMessage } from '../../../../lib/api-client';
import { filterBySearch } from '../../ui/filter-by-search';
import { SearchField } from '../../ui/search-field';
import { AddButton } from '../../ui/add-button';
import { AdminSection } from '../../ui/admin-section';
import { SectionQuery } from '../../ui/section-query';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { FoodAdminCard } from './food-admin-card';
import { FoodFormModal } from './food-form-modal';
import { MenuSkeleton } from './menu-skeleton';

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The Menu section: search, 'Add Item', the dishes as cards, the form and the delete question. */
export function MenuManager({ restaurantId }: { restaurantId: string }) {
  const foods = useOwnerFoods();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Food | 'new' | null>(null);
  const deletion = useConfirmedDelete<Food>({
    remove: useDeleteFood(),
    deletedMessage: FOOD_MESSAGES.deleted,
    failedMessage: 'Could not delete the food item',
  });
  const availability = useSetFoodAvailability();

  const setAvailable = (food: Food, isAvailable: boolean) => {
    availability.mutate(
      { id: food._id, isAvailable },
      {
        onSuccess: () => toast.success(isAvailable ? FOOD_MESSAGES.shown : FOOD_MESSAGES.hidden),
        onError: (error) => toast.error(errorMessage(error, 'Could not change the availability')),
      },
    );
  };

  const soldOut = useSetFoodSoldOut();
  const setSoldOut = (food: Food, value: boolean) => {
    soldOut.mutate(
      { id: food._id, soldOut: value },
      {
        onSuccess: () =>
          toast.success(
            value ? `${food.name}: ${SOLD_OUT_MESSAGES.marked}` : `${food.name}: ${SOLD_OUT_MESSAGES.back}`,
          ),
        onError: (error) => toast.error(errorMessage(error, 'Could not change sold out today')),
      },
    );
  };

  return (
    <AdminSection
      title="Menu"
      description="Add, edit, hide or remove the dishes on your menu."
      actions={<AddButton label="Add Item" onClick={() => setEditing('new')} />}
    >
      <SectionQuery query={foods} skeleton={<MenuSkeleton />} failureTitle="Failed to load menu">
        {(all) => {
          const shown = filterBySearch(all, query, (food) => [food.name, food.category]);
          return (
            <>
              <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
                <SearchField
                  value={query}
                  onChange={setQuery}
                  label="Search menu items"
                  placeholder="Search by name or category"
                />
                <p className="text-sm text-stone-600" aria-live="polite">
                  {shown.length === all.length
                    ? itemsLabel(all.length)
                    : `${shown.length} of ${itemsLabel(all.length)}`}
                </p>
              </div>
              {shown.length === 0 ? (
                <PageMessage icon={UtensilsCrossed} title="No menu items found">
                  {query.trim() ? 'Try another name or category.' : 'Add your first dish with Add Item.'}
                </PageMessage>
              ) : (
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {shown.map((food) => (
                    <li key={food._id}>
                      <FoodAdminCard
                        food={food}
                        onEdit={() => setEditing(food)}
                        onDelete={() => deletion.ask(food)}
                        onAvailabilityChange={(isAvailable) => setAvailable(food, isAvailable)}
                        availabilityBusy={availability.isPending && availability.variables?.id === food._id}
                        onSoldOutChange={(value) => setSoldOut(food, value)}
                        soldOutBusy={soldOut.isPending && soldOut.variables?.id === food._id}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </SectionQuery>
      {editing && (
        <FoodFormModal
          food={editing === 'new' ? null : editing}
          restaurantId={restaurantId}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog title="Delete this dish?" {...deletion.dialogProps}>
        <p>
          <strong>{deletion.target?.name}</strong> will leave the menu at once. Past orders keep it as it was.
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}
