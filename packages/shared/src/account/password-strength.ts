import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_SCORE, type PasswordScore, type PasswordStrength } from './password-rule';

/**
 * Only the first 64 characters are rated: matching grows much faster than the length (a 200-character password
 * took seconds of CPU), and 64 characters that are hard to guess stay hard to guess whatever follows.
 */
export const PASSWORD_RATED_LENGTH = 64;

/**
 * At most this many characters are tried with their l33t look-alikes ('4' for 'a', '$' for 's'): the matcher
 * tries their combinations, so its time grows with each one (zxcvbn-ts allows 100, and a password of '1!'
 * repeated took a second of the server's CPU). A password that needs more to look like a word is not a word.
 */
const L33T_MAX_SUBSTITUTIONS = 10;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: its dictionaries take a moment to index. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations,
    maxLength: PASSWORD_RATED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
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
