// Types of scripts/build-freshness.mjs for its test (tsconfig does not check JavaScript).
export declare const BUILD_SOURCES: readonly string[];
export declare function newestModification(path: string): number;
export declare function buildIsStale(root: string, outputs: readonly string[]): boolean;
