// Types of scripts/chromium.mjs for playwright.config.ts and the tests (tsconfig.json does not check JavaScript).
export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const BROWSER_TEST_CANDIDATES: readonly string[];
export declare const CHROMIUM_FLAGS: readonly string[];

export declare function findChromium(options?: {
  env?: NodeJS.ProcessEnv;
  isExecutable?: (path: string) => boolean;
  candidates?: readonly string[];
  root?: boolean;
}): { path: string; error?: undefined } | { path?: undefined; error: string };

export declare function isDebianLike(osRelease: string): boolean;

export declare function readOsRelease(): string;

export default function requireChromium(): void;
