/** Names people write for a country that are not its English name. */
const ALIASES: Record<string, string> = {
  USA: 'US',
  'U.S.A.': 'US',
  'U.S.': 'US',
  'UNITED STATES OF AMERICA': 'US',
  UK: 'GB',
  'GREAT BRITAIN': 'GB',
  ENGLAND: 'GB',
};

let codesByName: Map<string, string> | undefined;

/** Every region's English name (upper case) to its two-letter code, from the runtime's own region names. */
function regionNames(): Map<string, string> {
  if (codesByName) return codesByName;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  codesByName = new Map();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters)
    for (const second of letters) {
      const code = first + second;
      const name = names.of(code);
      if (name && name !== code) codesByName.set(name.toUpperCase(), code);
    }
  return codesByName;
}

/** The ISO 3166 two-letter code of a country as the owner typed it ('USA', 'United States', 'us'), if known. */
export function countryCode(country: string): string | undefined {
  const typed = country.trim().toUpperCase();
  if (ALIASES[typed]) return ALIASES[typed];
  if (/^[A-Z]{2}$/.test(typed)) return typed;
  return regionNames().get(typed);
}
