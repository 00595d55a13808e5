/**
 * A set of product slots as bits, 32 to a word. A listing's filters are each such a set (the
 * products of a category, of a unit, in stock, with a colour, with a design): ANDing a few of them
 * and counting the bits is a few thousand word operations for 20,000 products, where testing each
 * product's own fields read memory spread over the heap.
 */
export class SlotBits {
  words: Uint32Array;

  constructor(slots = 1024) {
    this.words = new Uint32Array(Math.ceil(slots / 32));
  }

  set(slot: number): void {
    const word = slot >>> 5;
    if (word >= this.words.length) {
      const grown = new Uint32Array(Math.max(word + 1, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[word] |= 1 << (slot & 31);
  }

  clear(slot: number): void {
    const word = slot >>> 5;
    if (word < this.words.length) this.words[word] &= ~(1 << (slot & 31));
  }
}

/** Words of a filter being worked out: starts as a copy of one set, narrowed by others. */
export class SlotMask {
  readonly words: Uint32Array;

  constructor(from: SlotBits) {
    this.words = from.words.slice();
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  /** Keeps the slots also in `other` (or, with `without`, those not in it). */
  and(other: SlotBits | Uint32Array, without = false): void {
    const theirs = other instanceof SlotBits ? other.words : other;
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      const bit = i < theirs.length ? theirs[i] : 0;
      words[i] &= without ? ~bit : bit;
    }
  }

  /** Calls `visit` with each slot in the mask, lowest first. */
  each(visit: (slot: number) => void): void {
    const words = this.words;
    for (let i = 0; i < words.length; i++)
      for (let word = words[i]; word !== 0; word &= word - 1) visit((i << 5) + 31 - Math.clz32(word & -word));
  }

  count(): number {
    let total = 0;
    for (const word of this.words) total += bitsIn(word);
    return total;
  }

  /** How many of its slots are also in `other`. */
  countIn(other: Uint32Array): number {
    const words = this.words;
    const length = Math.min(words.length, other.length);
    let total = 0;
    for (let i = 0; i < length; i++) total += bitsIn(words[i] & other[i]);
    return total;
  }
}

/** Bits set in a word, by halves, nibbles and bytes. */
function bitsIn(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The slots before every `step`-th position of an order, each as a set. How many of a mask's slots
 * lie in a stretch of the order is then a count of the mask ANDed with the sets at the boundaries
 * nearest its ends, and a walk of at most half a step at each: a price range's total no longer
 * walks the whole stretch of the price order (about a tenth of the gateway's time under the
 * catalog bench's cold listings).
 */
export class OrderPrefixes {
  private readonly sets: Uint32Array[] = [];

  /** The default step: a set every 1,024 positions up to 65,536 products, and 65 sets past that. */
  constructor(
    private readonly order: number[],
    private readonly words: number,
    readonly step = Math.max(1024, Math.ceil(order.length / 64)),
  ) {
    const running = new Uint32Array(words);
    for (let i = 0; i < order.length; i++) {
      if (i % step === 0) this.sets.push(running.slice());
      running[order[i] >>> 5] |= 1 << (order[i] & 31);
    }
    // The last set is the whole order, at its end, wherever that falls.
    this.sets.push(running);
  }

  /** About what a count reads at most: the words of two sets and a step's positions. */
  get cost(): number {
    return 2 * this.words + this.step;
  }

  /** How many of the mask's slots are at positions from `start` up to, not including, `end`. */
  countBetween(mask: SlotMask, start: number, end: number): number {
    if (end - start <= this.step) return this.walk(mask, start, end);
    return this.countBefore(mask, end) - this.countBefore(mask, start);
  }

  private countBefore(mask: SlotMask, end: number): number {
    const k = Math.floor(end / this.step);
    const below = k * this.step;
    const above = Math.min(below + this.step, this.order.length);
    if (end - below <= above - end) return mask.countIn(this.sets[k]) + this.walk(mask, below, end);
    return mask.countIn(this.sets[k + 1]) - this.walk(mask, end, above);
  }

  private walk(mask: SlotMask, start: number, end: number): number {
    let counted = 0;
    for (let i = start; i < end; i++) if (mask.has(this.order[i])) counted++;
    return counted;
  }
}

/** The union of some sets, as words as long as the longest. */
export function unionOf(sets: SlotBits[]): Uint32Array {
  const words = new Uint32Array(Math.max(0, ...sets.map((set) => set.words.length)));
  for (const set of sets) for (let i = 0; i < set.words.length; i++) words[i] |= set.words[i];
  return words;
}

/** A set by key, made when first needed. */
export class SlotBitsByKey<K> {
  private readonly sets = new Map<K, SlotBits>();
  private static readonly EMPTY = new SlotBits(0);

  of(key: K): SlotBits {
    return this.sets.get(key) ?? SlotBitsByKey.EMPTY;
  }

  set(key: K, slot: number): void {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new SlotBits()));
    set.set(slot);
  }

  clear(key: K, slot: number): void {
    this.sets.get(key)?.clear(slot);
  }
}
