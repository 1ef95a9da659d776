import {
  orderName,
  ADJUSTMENT_REASON_MAX_LENGTH,
  ORDER_CHANGED_MEANWHILE_MESSAGE,
  formatPrice,
  phoneForDisplay,
  telHref,
  type Order,
  type PickupRow,
} from '@flame/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useOwnerFoods } from '../../../api/foods';
import { orderQueryOptions } from '../../../api/orders';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { AddDishPicker } from './add-dish-picker';
import { DraftLineRow } from './draft-line-row';
import {
  discountOf,
  draftFromOrder,
  draftTotal,
  orderLinesBody,
  totalDifferenceText,
  type DraftDiscount,
  type DraftLine,
} from './order-draft';
import { useChangeOrderLines } from './use-change-order-lines';

const CHANGEABLE = new Set<Order['status']>(['pending', 'confirmed', 'preparing']);

/** The server's field errors of a 400, by where the dialog shows them. */
function fieldErrorsOf(error: unknown) {
  const fields = error instanceof ApiError && error.status === 400 ? error.fieldErrors : {};
  const first = (prefix: string) =>
    Object.entries(fields).find(([key]) => key === prefix || key.startsWith(`${prefix}.`))?.[1][0];
  return { amount: first('adjustment.amount'), reason: first('adjustment.reason'), items: first('items') };
}

/**
 * 'Change order': the order read afresh (its version is what the change is made on), its lines to change
 * (quantity, options, remove), a dish to add, an optional discount. 'Review change' shows the difference in
 * the total and says whether the customer will be emailed the change or must be called; 'Save change' sends it. A 409 (someone else changed the order,
 * or the customer cancelled) reads the order again and keeps the edits, to review against the order as it is now.
 */
export function ChangeOrderDialog({ row, onClose }: { row: PickupRow; onClose: () => void }) {
  const api = useApi();
  const order = useQuery({ ...orderQueryOptions(api, row._id), staleTime: 0, refetchOnMount: 'always' });
  const foods = useOwnerFoods();
  const change = useChangeOrderLines(row._id);
  const [draft, setDraft] = useState<{ lines: DraftLine[]; discount: DraftDiscount; version: number } | null>(
    null,
  );
  const [reviewing, setReviewing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const keys = useRef(0);
  const nextKey = () => `added-${(keys.current += 1)}`;

  const current = order.data;
  if (!draft && current && foods.data && !order.isFetching) {
    setDraft({
      lines: draftFromOrder(current, foods.data),
      discount: discountOf(current),
      version: current.version,
    });
  }
  const foodOf = (id: string) => foods.data?.find((food) => food._id === id);
  const setLines = (lines: DraftLine[]) => draft && setDraft({ ...draft, lines });
  const setDiscount = (discount: Partial<DraftDiscount>) =>
    draft && setDraft({ ...draft, discount: { ...draft.discount, ...discount } });
  const errors = fieldErrorsOf(change.error);
  const closed = current !== undefined && !CHANGEABLE.has(current.status);
  const newTotal = draft ? draftTotal(draft.lines, draft.discount) : 0;

  const save = () => {
    if (!draft) return;
    change.mutate(orderLinesBody(draft.version, draft.lines, draft.discount), {
      onSuccess: onClose,
      onError: async (error) => {
        if (error instanceof ApiError && error.status === 400) return setReviewing(false);
        if (!(error instanceof ApiError) || error.status !== 409) return;
        setConflict(true);
        setReviewing(false);
        const { data } = await order.refetch();
        if (data) setDraft((kept) => kept && { ...kept, version: data.version });
      },
    });
  };

  const footer = reviewing ? (
    <>
      <Button variant="secondary" onClick={() => setReviewing(false)} busy={change.isPending}>
        Back to changes
      </Button>
      <Button onClick={save} busy={change.isPending}>
        {change.isPending ? 'Saving...' : 'Save change'}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        Keep order as it is
      </Button>
      <Button
        disabled={!draft || draft.lines.length === 0 || closed}
        onClick={() => {
          change.reset();
          setReviewing(true);
        }}
      >
        Review change
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={`Change ${orderName(row.orderNumber).toLowerCase()}`}
      footer={footer}
    >
      {!draft || !current ? (
        order.isError || foods.isError ? (
          <Banner tone="error" title="Could not read the order">
            {errorMessage(order.error ?? foods.error)}
          </Banner>
        ) : (
          <p className="text-stone-600">Reading the order...</p>
        )
      ) : (
        <div className="flex flex-col gap-4">
          {conflict && (
            <Banner tone="error" title="The order changed meanwhile">
              {ORDER_CHANGED_MEANWHILE_MESSAGE.replace(' Here it is as it is now.', '')} Now:{' '}
              {current.items.map((item) => `${item.quantity} × ${item.food.name}`).join(', ')} ·{' '}
              {formatPrice(current.total)}
              {closed ? ` · ${current.status}, it can no longer be changed.` : '. Your edits are kept below.'}
            </Banner>
          )}
          {change.error && !(change.error instanceof ApiError && change.error.status === 409) && (
            <Banner tone="error" title="The change was not saved">
              {errors.items ?? errorMessage(change.error)}
            </Banner>
          )}
          {reviewing ? (
            <ReviewChange order={current} newTotal={newTotal} lines={draft.lines} />
          ) : (
            <>
              <ul className="divide-y divide-cream-200" aria-label="Lines of the order">
                {draft.lines.map((line, index) => (
                  <DraftLineRow
                    key={line.key}
                    line={line}
                    food={foodOf(line.foodId)}
                    onChange={(next) => setLines(draft.lines.map((old, at) => (at === index ? next : old)))}
                    onRemove={() => setLines(draft.lines.filter((_, at) => at !== index))}
                  />
                ))}
              </ul>
              {draft.lines.length === 0 && (
                <p className="text-sm text-red-700">
                  An order needs at least one dish. To drop them all, cancel it.
                </p>
              )}
              <AddDishPicker
                foods={foods.data ?? []}
                nextKey={nextKey}
                onAdd={(line) => setLines([...draft.lines, line])}
              />
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 font-semibold text-stone-900">Discount</legend>
                <InputField
                  label="Amount in dollars"
                  optional
                  inputMode="decimal"
                  value={draft.discount.amount}
                  error={errors.amount}
                  onChange={(event) => setDiscount({ amount: event.target.value })}
                />
                <InputField
                  label="Reason the customer reads"
                  hint={`Up to ${ADJUSTMENT_REASON_MAX_LENGTH} characters, such as 'we were late'.`}
                  maxLength={ADJUSTMENT_REASON_MAX_LENGTH}
                  value={draft.discount.reason}
                  error={errors.reason}
                  onChange={(event) => setDiscount({ reason: event.target.value })}
                />
              </fieldset>
              <p className="font-semibold text-stone-900" aria-live="polite">
                {totalDifferenceText(current.total, newTotal)}
              </p>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}

/** What the owner confirms: the difference in the total, the lines as they will be, and who is told. */
function ReviewChange({ order, newTotal, lines }: { order: Order; newTotal: number; lines: DraftLine[] }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg font-semibold text-stone-900">{totalDifferenceText(order.total, newTotal)}</p>
      <ul className="text-sm text-stone-700">
        {lines.map((line) => (
          <li key={line.key}>
            {line.quantity} × {line.name}
            {line.optionNames.length > 0 && ` (${line.optionNames.join(', ')})`}
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">
        The server prices the change again at today&apos;s menu prices.
      </p>
      <Banner tone="info">
        {order.changesEmailed ? (
          <>
            The customer will be emailed the change and the new total
            {order.source === 'online' ? ', and sees it on their order page at once.' : '.'}
          </>
        ) : (
          <>
            No email on this order: call the customer at{' '}
            {/* The banner's own link look (its text colour, underlined), as the site's other notices link a phone. */}
            <a href={telHref(order.phone)} className="font-semibold whitespace-nowrap underline">
              {phoneForDisplay(order.phone)}
            </a>{' '}
            to tell them.
          </>
        )}{' '}
        Save this change?
      </Banner>
    </div>
  );
}
