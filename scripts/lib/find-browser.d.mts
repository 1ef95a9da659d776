export declare const NO_BROWSER_MESSAGE: string;
export declare function findBrowser(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): { path: string; problem?: undefined } | { path?: undefined; problem: string };
export declare function findJourneyBrowser(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): { path: string; problem?: undefined } | { path?: undefined; problem: string };
