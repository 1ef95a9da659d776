/** What the dish page loads, after hydration, for a dish with options: the groups and their rules. */
export { DishOptionGroups } from '../../../components/dish-options/dish-option-groups';
export { evaluateChoice, type DishChoice } from '../../../components/dish-options/dish-option-choice';
