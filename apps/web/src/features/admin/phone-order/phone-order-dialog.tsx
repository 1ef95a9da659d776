import {
  DEFAULT_PICKUP_RULES,
  formatPrice,
  INSTRUCTIONS_MAX_LENGTH,
  orderName,
  STAFF_ORDER_OVER_CAPACITY_FIELD,
  staffOrderBodySchema,
  type Food,
} from '@flame/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/field';
import { EmailField, PersonNameField, PhoneField } from '../../../components/ui/input-field-presets';
import { Modal } from '../../../components/ui/modal';
import { skeletonBlockClass } from '../../../components/ui/skeleton';
import { usePickupHours } from '../../../api/opening-hours';
import { usePlaceStaffOrder } from '../../../api/orders';
import { useRestaurant } from '../../../api/restaurant';
import { useSpecialDays } from '../../../api/special-days';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useNow } from '../../../lib/hooks/use-now';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { DishSearch } from './dish-search';
import { OrderLinesList } from './order-lines-list';
import {
  addDish,
  changeLine,
  itemsProblemOf,
  priceLines,
  removeLine,
  staffOrderBody,
  staffPickupDays,
  type PhoneOrderLine,
} from './phone-order-lines';
import { PickupTimeSelect } from './pickup-time-select';

const formSchema = staffOrderBodySchema.pick({ customer: true, pickupTime: true, note: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const EMPTY: FormInput = { customer: { name: '', phone: '', email: '' }, pickupTime: '', note: '' };
/** The fields the server names in a 400, as the form names them. */
const SERVER_FIELDS = ['customer.name', 'customer.phone', 'customer.email', 'pickupTime', 'note'] as const;

/**
 * 'Take a phone order': the menu searched by name, the dishes tapped into the order with their options and
 * quantities, the total; then the pickup time (any time from now the server takes for the restaurant: no lead
 * time), the customer's name, phone, optional email and a note. A full slot is a warning with 'Take it anyway';
 * a refused field shows its reason under it; nothing typed is lost on any error, and closing a begun order asks
 * first.
 */
export function PhoneOrderDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const now = useNow(60_000);
  const hours = usePickupHours();
  const restaurant = useRestaurant();
  const specialDays = useSpecialDays();
  const place = usePlaceStaffOrder();
  const [lines, setLines] = useState<PhoneOrderLine[]>([]);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [slotWarning, setSlotWarning] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nextKey = useRef(0);
  const warningRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    setFocus,
    formState: { errors, isDirty },
  } = useAppForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });

  const { priced, total, problem } = priceLines(lines);
  const windowDays = restaurant.data?.pickupWindowDays ?? DEFAULT_PICKUP_RULES.windowDays;
  const days = useMemo(
    () =>
      now && hours.data
        ? staffPickupDays(
            now,
            hours.data.openingHours,
            specialDays.data ?? [],
            hours.data.timeZone,
            windowDays,
          )
        : [],
    [now, hours.data, specialDays.data, windowDays],
  );

  useEffect(() => {
    if (slotWarning) warningRef.current?.focus();
  }, [slotWarning]);

  const onAdd = (food: Food) => {
    nextKey.current += 1;
    setLines((current) => addDish(current, food, `line-${nextKey.current}`));
    setLinesError(null);
  };

  const send = (overCapacity: boolean) =>
    handleSubmit(
      async (fields) => {
        setFailure(null);
        setSlotWarning(null);
        setLinesError(problem);
        if (problem) return;
        try {
          const order = await place.mutateAsync(staffOrderBody(fields, lines, overCapacity));
          toast.success(`${orderName(order.orderNumber)} placed by phone for ${order.user.name}`);
          onClose();
        } catch (error) {
          if (error instanceof ApiError) {
            const full = error.fieldErrors[STAFF_ORDER_OVER_CAPACITY_FIELD]?.[0];
            if (full) {
              setSlotWarning(full);
              return;
            }
            const itemsProblem = itemsProblemOf(error);
            setLinesError(itemsProblem);
            const placed = applyServerFieldErrors(error, { setError, getFieldState }, SERVER_FIELDS);
            if (placed || itemsProblem) return;
          }
          setFailure(errorMessage(error, 'Could not place the order'));
        }
      },
      () => setLinesError(problem),
    );

  const busy = place.isPending;
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // Escape, a tap beside the dialog, its close icon or Cancel: an order begun is only dropped when confirmed.
  const close = () => {
    if (busy) return;
    if (isDirty || lines.length > 0) setAskingToDiscard(true);
    else onClose();
  };
  return (
    <>
      <Modal
        open
        onClose={close}
        title="Take a phone order"
        className="sm:max-w-4xl"
        footer={
          <>
            <Button variant="secondary" onClick={close} busy={busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} busy={busy}>
              {busy ? 'Placing order...' : `Place order - ${formatPrice(total)}`}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-2">
          <section aria-labelledby={`${formId}-dishes`} className="flex flex-col gap-4">
            <h3 id={`${formId}-dishes`} className="font-display text-lg font-bold text-stone-900">
              Dishes
            </h3>
            {now ? (
              <DishSearch now={now} onAdd={onAdd} />
            ) : (
              <div aria-hidden="true" className={`${skeletonBlockClass} h-24`} />
            )}
            <OrderLinesList
              priced={priced}
              total={total}
              error={linesError}
              onChange={(key, change) => {
                setLines((current) => changeLine(current, key, change));
                setLinesError(null);
              }}
              onRemove={(key) => setLines((current) => removeLine(current, key))}
            />
          </section>
          <form
            id={formId}
            noValidate
            aria-labelledby={`${formId}-details`}
            onSubmit={send(false)}
            className="flex flex-col gap-4"
          >
            <h3 id={`${formId}-details`} className="font-display text-lg font-bold text-stone-900">
              Pickup and customer
            </h3>
            {hours.isError ? (
              <LoadFailedAlert
                title="Failed to load the pickup times"
                error={hours.error}
                onRetry={() => void hours.refetch()}
                retrying={hours.isFetching}
              />
            ) : hours.data && now ? (
              <PickupTimeSelect
                days={days}
                timeZone={hours.data.timeZone}
                error={errors.pickupTime?.message}
                {...register('pickupTime')}
              />
            ) : (
              <div
                role="status"
                aria-label="Loading pickup times..."
                className={`${skeletonBlockClass} h-16`}
              />
            )}
            <PersonNameField
              required
              autoComplete="off"
              error={errors.customer?.name?.message}
              {...register('customer.name')}
            />
            <PhoneField
              required
              autoComplete="off"
              placeholder="(555) 123-4567"
              error={errors.customer?.phone?.message}
              {...register('customer.phone')}
            />
            <EmailField
              optional
              autoComplete="off"
              hint="The customer gets the confirmation and a link to follow the order."
              error={errors.customer?.email?.message}
              {...register('customer.email')}
            />
            <TextareaField
              label="Note"
              optional
              rows={2}
              maxLength={INSTRUCTIONS_MAX_LENGTH}
              error={errors.note?.message}
              {...register('note')}
            />
            {slotWarning && (
              <div
                ref={warningRef}
                tabIndex={-1}
                role="alert"
                className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 outline-none"
              >
                <p className="font-semibold">That pickup time is full</p>
                <p className="mt-1">{slotWarning}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button busy={busy} onClick={() => void send(true)()}>
                    Take it anyway
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setSlotWarning(null);
                      setFocus('pickupTime');
                    }}
                  >
                    Choose another time
                  </Button>
                </div>
              </div>
            )}
            {failure && <Banner tone="error">{failure}</Banner>}
          </form>
        </div>
      </Modal>
      <ConfirmDialog
        open={askingToDiscard}
        title="Discard this phone order?"
        confirmLabel="Discard"
        busyLabel="Discarding..."
        dismissLabel="Keep editing"
        onConfirm={onClose}
        onClose={() => setAskingToDiscard(false)}
      >
        The dishes and details typed for this order are lost.
      </ConfirmDialog>
    </>
  );
}
