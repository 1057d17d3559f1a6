// The part of @michaelhomer/jqjs (a pure-JavaScript jq, shipped without types) that twb uses.
declare module '@michaelhomer/jqjs' {
  interface Jq {
    /** Compiles a jq program; throws (a string) on a syntax error. The program yields each result for an input. */
    compile(program: string): (input: unknown) => Iterable<unknown>;
  }
  const jq: Jq;
  export default jq;
}
