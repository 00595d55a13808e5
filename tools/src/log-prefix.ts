const COLORS = [36, 33, 35, 32, 34, 31];

/** Prints each app's lines behind its name, one colour per app, so interleaved logs stay readable. */
export function prefixedPrinter(out: NodeJS.WritableStream = process.stdout) {
  const colors = new Map<string, number>();
  const width = 8;
  return (name: string, line: string) => {
    if (!colors.has(name)) colors.set(name, COLORS[colors.size % COLORS.length]);
    out.write(`\x1b[${colors.get(name)}m${name.padEnd(width)}|\x1b[0m ${line}\n`);
  };
}
