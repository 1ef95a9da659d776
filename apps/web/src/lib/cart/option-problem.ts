/**
 * A problem of the option rules ('Butter Chicken: choose a spice level') as a sentence on the dish's own line or
 * page, where the dish's name goes without saying: 'Choose a spice level'.
 */
export function optionProblemText(problem: string, dishName: string): string {
  const prefix = `${dishName}: `;
  const text = problem.startsWith(prefix) ? problem.slice(prefix.length) : problem;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
