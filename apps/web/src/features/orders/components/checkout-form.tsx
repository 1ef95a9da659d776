import { zodResolver } from '../../../lib/zod-resolver';
import {
  checkoutFormSchema,
  formatPrice,
  PAYMENT_METHOD_SENT,
  type CheckoutForm as CheckoutFormValues,
  type OpeningHour,
  type Order,
  type PickupOrderInput,
  MARKETING_CONSENT_TEXTS,
} from '@flame/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import { EmailVerificationNotice } from '../../../components/email-verification-notice';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/field';
import { PhoneField } from '../../../components/ui/input-field-presets';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { pickupSlotsQueryKey } from '../../../api/pickup-slots';
import { useMailPreferences } from '../../../api/mail-preferences';
import { usePlaceOrder } from '../../../api/orders';
import type { CheckoutLine } from '../../../lib/cart/checkout-lines';
import type { CartLine } from '../../../lib/cart/cart-store';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from '../checkout-draft';
import { PickupTimePicker } from './pickup-time-picker';

const EMPTY: CheckoutFormValues = {
  phone: '',
  pickupTime: '',
  paymentMethod: 'cash',
  marketingConsent: false,
};

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * 'Pickup details': Phone (filled in from the profile, still editable; a change here is for this order only and
 * never saved over the profile's number), 'Select Date and Time', 'Payment Method *', and
 * 'Place Order - $total' ('Placing Order...' while it goes). One idempotency key per distinct order, so a retry
 * after a lost answer or a double click creates it once. Failures show in a red box under the form. The phone and
 * the pickup time are kept for the tab until the order is placed, so a reload keeps them.
 */
export function CheckoutForm({
  lines,
  total,
  openingHours,
  timeZone,
  blocked,
  onRefused,
  onSoldOut,
  onPlaced,
  onPickupTimeChange,
}: {
  lines: readonly CheckoutLine[];
  total: number;
  openingHours: readonly OpeningHour[];
  timeZone: string;
  /** Why some lines cannot be ordered (the button waits), or null. */
  blocked: string | null;
  onRefused: (foodIds: string[]) => void;
  /** Dishes the server found sold out today (409). */
  onSoldOut: (foodIds: string[]) => void;
  /** The order placed, and the cart lines it holds. */
  onPlaced: (order: Order, ordered: CartLine[]) => void;
  /** The chosen pickup time ('' for none), which decides whether a dish sold out today can be ordered. */
  onPickupTimeChange: (time: string) => void;
}) {
  const user = useAuth().user;
  const savedPhone = user?.phone ?? null;
  // What was typed in this tab before a reload comes back; the profile's phone otherwise.
  const [draft] = useState(() => readCheckoutDraft(user?._id, new Date()));
  const {
    register,
    control,
    handleSubmit,
    setError,
    getFieldState,
    setValue,
    setFocus,
    watch,
    formState: { errors },
  } = useAppForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { ...EMPTY, phone: draft.phone ?? savedPhone ?? '', pickupTime: draft.pickupTime ?? '' },
  });
  // The page learns of a pickup time brought back once; later ones come through the picker's onChange.
  const restoredTime = useRef(draft.pickupTime);
  useEffect(() => {
    if (!restoredTime.current) return;
    onPickupTimeChange(restoredTime.current);
    restoredTime.current = undefined;
  }, [onPickupTimeChange]);
  useEffect(() => {
    if (!user) return;
    const typing = watch(({ phone = '', pickupTime = '' }) =>
      saveCheckoutDraft(user._id, { phone, pickupTime }),
    );
    return () => typing.unsubscribe();
  }, [watch, user]);
  const place = usePlaceOrder();
  const mailPreferences = useMailPreferences();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  /** The order was refused because the account's address is not confirmed yet: why, with a new link. */
  const [unverified, setUnverified] = useState<string | null>(null);
  // One idempotency key per distinct order body: resending the same order reuses its key.
  const [keys] = useState(() => new Map<string, string>());

  const onValid = async (form: CheckoutFormValues) => {
    setFailure(null);
    setUnverified(null);
    const ordered = lines.map(({ line }) => line);
    const body: PickupOrderInput = {
      items: ordered.map((line) => ({
        foodId: line.food._id,
        quantity: line.quantity,
        ...(line.choiceIds?.length ? { choiceIds: line.choiceIds } : {}),
        ...(line.specialInstructions ? { specialInstructions: line.specialInstructions } : {}),
      })),
      phone: form.phone,
      paymentMethod: PAYMENT_METHOD_SENT,
      pickupTime: form.pickupTime,
      ...(form.marketingConsent ? { marketingConsent: true } : {}),
    };
    const text = JSON.stringify(body);
    const idempotencyKey = keys.get(text) ?? newKey();
    keys.set(text, idempotencyKey);
    try {
      const order = await place.mutateAsync({ body, idempotencyKey });
      clearCheckoutDraft();
      onPlaced(order, ordered);
    } catch (error) {
      if (error instanceof ApiError) {
        const unconfirmed = error.fieldErrors.emailVerified?.[0];
        if (unconfirmed) {
          setUnverified(unconfirmed);
          return;
        }
        const refused = error.fieldErrors.unavailableFoodIds;
        if (refused?.length) onRefused(refused);
        const soldOut = error.fieldErrors.soldOutFoodIds;
        if (soldOut?.length) onSoldOut(soldOut);
        applyServerFieldErrors(error, { setError, getFieldState }, ['phone', 'pickupTime']);
        // The time was taken meanwhile (409) or no longer allowed: back to the picker, the rest kept.
        if (error.fieldErrors.pickupTime?.length) {
          setValue('pickupTime', '');
          onPickupTimeChange('');
          void queryClient.invalidateQueries({ queryKey: pickupSlotsQueryKey });
          setFocus('pickupTime');
          return;
        }
      }
      setFailure(errorMessage(error, 'Failed to place order'));
    }
  };

  const placing = place.isPending;
  const alreadyAgreed = mailPreferences.data?.marketingEmails === true;
  return (
    <section
      aria-labelledby="pickup-details-title"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <h2 id="pickup-details-title" className="font-display text-xl font-bold text-stone-900">
        Pickup details
      </h2>
      <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 flex flex-col gap-5">
        <PhoneField
          required
          error={errors.phone?.message}
          placeholder="(555) 123-4567"
          hint={
            savedPhone
              ? 'From your profile. A change here is for this order only.'
              : 'Add it to your profile and it is filled in next time.'
          }
          {...register('phone')}
        />
        <Controller
          control={control}
          name="pickupTime"
          render={({ field, fieldState }) => (
            <PickupTimePicker
              openingHours={openingHours}
              timeZone={timeZone}
              value={field.value}
              onChange={(time) => {
                field.onChange(time);
                onPickupTimeChange(time);
              }}
              error={fieldState.error?.message}
              dayRef={field.ref}
            />
          )}
        />
        <SelectField
          label="Payment Method"
          required
          error={errors.paymentMethod?.message}
          {...register('paymentMethod')}
        >
          <option value="cash">Pay at Restaurant</option>
        </SelectField>
        <p className="-mt-2 text-sm text-stone-600">You pay when you pick up your order.</p>
        {/* A customer who agreed already is not asked again; the profile shows and withdraws it. */}
        {!alreadyAgreed && (
          <CheckboxField
            label={MARKETING_CONSENT_TEXTS.checkbox}
            hint={MARKETING_CONSENT_TEXTS.checkboxHint}
            {...register('marketingConsent')}
          />
        )}

        {blocked && <Banner tone="info">{blocked}</Banner>}
        <Button type="submit" size="lg" disabled={!!blocked} busy={placing} className="w-full">
          {placing ? 'Placing Order...' : `Place Order - ${formatPrice(total)}`}
        </Button>
      </form>
      {failure && (
        <Banner tone="error" className="mt-4">
          {failure}
        </Banner>
      )}
      {unverified && <EmailVerificationNotice reason={unverified} className="mt-4" />}
    </section>
  );
}
