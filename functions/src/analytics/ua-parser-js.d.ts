// ua-parser-js 1.x ships no types: the part of its API the device table uses.
declare module 'ua-parser-js' {
  interface UAResult {
    os: { name?: string; version?: string };
    device: { type?: string; vendor?: string; model?: string };
  }
  class UAParser {
    constructor(userAgent?: string);
    getResult(): UAResult;
  }
  export default UAParser;
}
