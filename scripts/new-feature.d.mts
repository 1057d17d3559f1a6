// Types of scripts/new-feature.mjs for its tests (tsconfig does not check JavaScript).
export declare const EXIT_BAD_NAME: number;
export declare const EXIT_FAILED: number;
export declare const MESSAGES: Record<string, string | ((...args: string[]) => string)>;

export interface FeatureNames {
  name: string;
  camel: string;
  pascal: string;
  upper: string;
  callsExport: string;
  handlersExport: string;
  pluginExport: string;
  page: string;
  routeId: string;
  routePath: string;
  apiPath: string;
  callId: string;
  permissionCode: string;
}

export declare function namesOf(name: string): FeatureNames;
export declare function nameFormError(name: string): string | null;
export declare function nameError(name: string, root: string): string | null;
export declare function insertAboveMarker(text: string, marker: string, lines: string[], file?: string): string;
export declare function plan(name: string, root: string): { names: FeatureNames; created: Record<string, string>; changed: Record<string, string> };
export declare function main(
  argv?: string[],
  root?: string,
  out?: { write(text: string): unknown },
  err?: { write(text: string): unknown },
): number;
