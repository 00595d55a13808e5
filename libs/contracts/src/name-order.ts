/**
 * Names sort in the Persian alphabet (ا ب پ ت … ک گ ل م ن و ه ی), not by code point, which put
 * پ چ ژ ک گ ی after every other letter and و before ه. PostgreSQL sorts a name column by its
 * ICU collation `NAME_COLLATION`, and code that sorts names itself (the gateway's listings)
 * uses `compareNames`, so the two give one order.
 */
export const NAME_COLLATION = 'fa-x-icu';

// Made on first use: the storefront's bundles import the contracts, and its first view uses no Intl.
let persian: Intl.Collator | undefined;

/**
 * Two names as PostgreSQL compares them under `NAME_COLLATION`: the collator first, and for names
 * it finds equal (a collation is deterministic there) their code points.
 */
export function compareNames(a: string, b: string): number {
  persian ??= new Intl.Collator('fa');
  return persian.compare(a, b) || codepointOrder(a, b);
}

/**
 * Strings in code point order, as PostgreSQL compares their UTF-8 bytes. JavaScript compares
 * UTF-16 units, which puts characters past U+DFFF before those written as surrogate pairs.
 */
export function codepointOrder(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const lift = (u: number) => (u >= 0xe000 ? u - 0x800 : u >= 0xd800 ? u + 0x2000 : u);
    return lift(x) - lift(y);
  }
  return a.length - b.length;
}
