import { create } from 'zustand';
import { BASKET_LIMITS, type BasketLineInput } from '@ela/contracts';

/** localStorage key of a visitor's lines (spec section 9). */
export const PENDING_BASKET_KEY = 'pendingBasket_v1';
/** The spec names the key only; this is the shape kept under it. */
export interface PendingBasket {
  version: 1;
  lines: BasketLineInput[];
}

function isLine(value: unknown): value is BasketLineInput {
  const line = value as BasketLineInput;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.inventoryId === 'string' &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity >= 1
  );
}

/** What is stored, or no lines when nothing (or something unreadable) is there. */
export function readPendingLines(storage: Storage | undefined = globalThis.localStorage): BasketLineInput[] {
  try {
    const parsed = JSON.parse(storage?.getItem(PENDING_BASKET_KEY) ?? 'null') as PendingBasket | null;
    return parsed?.version === 1 && Array.isArray(parsed.lines) ? parsed.lines.filter(isLine) : [];
  } catch {
    return [];
  }
}

function write(lines: BasketLineInput[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(PENDING_BASKET_KEY);
    else
      localStorage.setItem(PENDING_BASKET_KEY, JSON.stringify({ version: 1, lines } satisfies PendingBasket));
  } catch {
    // Storage full or blocked: the lines stay in memory for this page.
  }
}

/** Lines with `quantity` more steps of one inventory, within the basket's limits. */
export function addLine(lines: BasketLineInput[], inventoryId: string, quantity: number): BasketLineInput[] {
  const max = BASKET_LIMITS.maxQuantity;
  const found = lines.find((line) => line.inventoryId === inventoryId);
  if (found) {
    return lines.map((line) =>
      line === found ? { inventoryId, quantity: Math.min(max, line.quantity + quantity) } : line,
    );
  }
  if (lines.length >= BASKET_LIMITS.maxLines) return lines;
  return [...lines, { inventoryId, quantity: Math.min(max, quantity) }];
}

/** Lines with one inventory's line set to `quantity` steps, within 1…`BASKET_LIMITS.maxQuantity`. */
export function withLineQuantity(
  lines: BasketLineInput[],
  inventoryId: string,
  quantity: number,
): BasketLineInput[] {
  const steps = Math.min(BASKET_LIMITS.maxQuantity, Math.max(1, Math.trunc(quantity)));
  return lines.map((line) => (line.inventoryId === inventoryId ? { inventoryId, quantity: steps } : line));
}

interface PendingBasketState {
  lines: BasketLineInput[];
  add: (inventoryId: string, quantity: number) => void;
  /** A visitor changed a line's steps on the basket page; the login merge carries the new ones. */
  setQuantity: (inventoryId: string, quantity: number) => void;
  /** Takes out lines the server took (or refused for good) or the visitor removed; new ones stay. */
  remove: (inventoryIds: string[]) => void;
  /** Re-reads the storage (another tab changed it). */
  reload: () => void;
}

/** A visitor's basket, kept in this browser until login merges it into the server's. */
export const usePendingBasketStore = create<PendingBasketState>()((set, get) => ({
  lines: typeof localStorage === 'undefined' ? [] : readPendingLines(),
  add: (inventoryId, quantity) => {
    const lines = addLine(get().lines, inventoryId, quantity);
    write(lines);
    set({ lines });
  },
  setQuantity: (inventoryId, quantity) => {
    const lines = withLineQuantity(get().lines, inventoryId, quantity);
    write(lines);
    set({ lines });
  },
  remove: (inventoryIds) => {
    const gone = new Set(inventoryIds);
    const lines = get().lines.filter((line) => !gone.has(line.inventoryId));
    write(lines);
    set({ lines });
  },
  reload: () => set({ lines: readPendingLines() }),
}));
