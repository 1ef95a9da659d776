import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_SCORE, type PasswordScore, type PasswordStrength } from './password-rule';

/**
 * Only the first 64 characters are rated: matching grows much faster than the length (a 200-character password
 * took seconds of CPU), and 64 characters that are hard to guess stay hard to guess whatever follows.
 */
export const PASSWORD_RATED_LENGTH = 64;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: its dictionaries take a moment to index. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations,
    maxLength: PASSWORD_RATED_LENGTH,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  });
  return estimator;
}

/**
 * How hard `password` is to guess, by zxcvbn-ts with its common and English dictionaries; `userInputs`
 * (from `passwordUserInputs`) count as known words.
 */
export function estimatePasswordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const result = zxcvbn().check(password, userInputs);
  const score = result.score as PasswordScore;
  const acceptable = score >= PASSWORD_MIN_SCORE;
  const { warning, suggestions } = result.feedback;
  const feedback = acceptable
    ? ''
    : [warning ?? 'It follows a pattern that is quick to guess.', ...suggestions].join(' ');
  return { score, acceptable, feedback };
}
