// Types of scripts/build-state.mjs for the tests (tsconfig.json does not check JavaScript).
export declare function builtAt(dir?: string): number;

export declare function buildIsFresh(dir?: string): boolean;
