import {
  toCents,
  toDollars,
  type OptionGroup,
  type OptionGroupInput,
  type OptionGroupRule,
} from '@flame/shared';
import { eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { foodOptionChoices, foodOptionGroups, foods } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';

type Executor = Pick<Database, 'select'>;

/** The `foods` row's id, qualified, for subqueries inside a select from `foods`. */
export const outerFoodId = sql`${sql.identifier(getTableName(foods))}.${sql.identifier(foods.id.name)}`;

/**
 * A dish's option groups with their choices as one JSON value (money in cents), in the owner's order: a
 * subquery to select beside the dish's columns, so the dish and its groups come from one read.
 */
export function optionGroupsOf(foodId: SQL): SQL<OptionGroupRule[]> {
  return sql<OptionGroupRule[]>`coalesce((
    select json_agg(json_build_object(
      '_id', g.id, 'name', g.name, 'required', g.required,
      'minChoices', g.min_choices, 'maxChoices', g.max_choices,
      'choices', coalesce((
        select json_agg(json_build_object(
          '_id', c.id, 'name', c.name, 'priceDeltaCents', c.price_delta_cents, 'isAvailable', c.is_available
        ) order by c.position)
        from ${foodOptionChoices} c where c.group_id = g.id), '[]'::json)
    ) order by g.position)
    from ${foodOptionGroups} g where g.food_id = ${foodId}), '[]'::json)`;
}

/** The groups as food answers show them: money in dollars. */
export function toOptionGroupDtos(groups: readonly OptionGroupRule[]): OptionGroup[] {
  return groups.map((group) => ({
    _id: group._id,
    name: group.name,
    required: group.required,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    choices: group.choices.map((choice) => ({
      _id: choice._id,
      name: choice.name,
      priceDelta: toDollars(choice.priceDeltaCents),
      isAvailable: choice.isAvailable,
    })),
  }));
}

/** One dish's groups (for the owner's answers after a write). */
export async function readOptionGroups(db: Executor, foodId: string): Promise<OptionGroupRule[]> {
  const [row] = await db
    .select({ groups: optionGroupsOf(sql`${foodId}`) })
    .from(foods)
    .where(eq(foods.id, foodId));
  return row?.groups ?? [];
}

export const FOREIGN_OPTION_ID = 'An option group or option sent back is not one of this dish';

/**
 * Replaces a dish's groups and choices with the ones sent, in their order, inside the caller's transaction
 * (the dish's row is locked by it). Ids sent back keep their group or choice and must be this dish's; the
 * rest get new ids. Past orders keep copies of their options, so nothing refers to a removed choice.
 */
export async function replaceOptionGroups(
  tx: Transaction,
  foodId: string,
  groups: readonly OptionGroupInput[],
): Promise<void> {
  const current = await tx
    .select({ groupId: foodOptionGroups.id, choiceId: foodOptionChoices.id })
    .from(foodOptionGroups)
    .leftJoin(foodOptionChoices, eq(foodOptionChoices.groupId, foodOptionGroups.id))
    .where(eq(foodOptionGroups.foodId, foodId));
  const ownIds = new Set(current.flatMap((row) => [row.groupId, row.choiceId ?? '']));
  const sentIds = groups.flatMap((group) => [group._id, ...group.choices.map((choice) => choice._id)]);
  if (sentIds.some((id) => id !== undefined && !ownIds.has(id))) {
    throw badRequest(FOREIGN_OPTION_ID, { optionGroups: [FOREIGN_OPTION_ID] });
  }

  const groupIds = [...new Set(current.map((row) => row.groupId))];
  if (groupIds.length) await tx.delete(foodOptionGroups).where(inArray(foodOptionGroups.id, groupIds));
  if (groups.length === 0) return;
  const groupRows = groups.map((group, position) => ({
    id: group._id ?? newId(),
    foodId,
    position,
    name: group.name,
    required: group.required,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
  }));
  await tx.insert(foodOptionGroups).values(groupRows);
  await tx.insert(foodOptionChoices).values(
    groups.flatMap((group, index) =>
      group.choices.map((choice, position) => ({
        id: choice._id ?? newId(),
        groupId: groupRows[index]!.id,
        position,
        name: choice.name,
        priceDeltaCents: toCents(choice.priceDelta),
        isAvailable: choice.isAvailable,
      })),
    ),
  );
}
