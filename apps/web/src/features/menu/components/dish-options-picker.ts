/** What the dish page loads, after hydration, for a dish with options: the groups and their rules. */
export { DishOptionGroups } from '../../../components/dish-option-groups';
export { evaluateChoice, type DishChoice } from './dish-option-choice';
