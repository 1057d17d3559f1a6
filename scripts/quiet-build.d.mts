// Types of scripts/quiet-build.mjs for its test (tsconfig does not check JavaScript).
export declare const MESSAGES: {
  building(log: string): string;
  buildingVerbose: string;
  built(seconds: string): string;
  failed(code: number): string;
  tail(lines: number): string;
  failedLog(log: string): string;
  notStarted(command: string, reason: string): string;
};

export declare const TAIL_LINES: number;

export interface QuietBuildOptions {
  command: string;
  args?: string[];
  cwd?: string;
  logPath: string;
  verbose?: boolean;
  out?: { write(text: string): unknown };
  env?: NodeJS.ProcessEnv;
}

export declare function quietBuild(options: QuietBuildOptions): Promise<number>;
