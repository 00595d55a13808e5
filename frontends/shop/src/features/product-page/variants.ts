import type { ImageRef, Inventory } from '@ela/contracts';

/** One choice of colour or design: the inventory it leads to, and how it looks. */
export interface VariantChoice {
  id: string;
  label: string;
  /** The inventory whose page this choice opens. */
  inventoryName: string;
  selected: boolean;
  /** Nothing of this colour (or design) is in stock. */
  soldOut: boolean;
  hex?: string;
  image?: ImageRef | null;
}

export interface VariantGroups {
  colors: VariantChoice[];
  designs: VariantChoice[];
  /** Inventories told apart by name only (neither colour nor design differs). */
  others: VariantChoice[];
}

type Axis = 'color' | 'design';
const other = (axis: Axis): Axis => (axis === 'color' ? 'design' : 'color');

/**
 * The colours and designs a product comes in, each leading to an inventory: for a colour, the one
 * in stock that keeps the current design, else any in stock, else one that keeps the design
 * (and the same for designs).
 */
export function variantGroups(current: Inventory, siblings: Inventory[]): VariantGroups {
  const all = siblings.some((s) => s.id === current.id) ? siblings : [current, ...siblings];
  const colors = choices(current, all, 'color');
  const designs = choices(current, all, 'design');
  const others =
    colors.length <= 1 && designs.length <= 1 && all.length > 1
      ? all.map((inventory) => ({
          id: inventory.id,
          label: shortName(inventory),
          inventoryName: inventory.name,
          selected: inventory.id === current.id,
          soldOut: inventory.stock === 0,
        }))
      : [];
  return { colors, designs, others };
}

function choices(current: Inventory, all: Inventory[], axis: Axis): VariantChoice[] {
  const groups = new Map<string, Inventory[]>();
  for (const inventory of all) {
    const id = inventory[axis]?.id;
    if (id) groups.set(id, [...(groups.get(id) ?? []), inventory]);
  }
  const keep = current[other(axis)]?.id ?? null;
  const keeps = (i: Inventory) => (i[other(axis)]?.id ?? null) === keep;
  return [...groups.entries()].map(([id, group]) => {
    const target =
      group.find((i) => i.id === current.id) ??
      group.find((i) => keeps(i) && i.stock > 0) ??
      group.find((i) => i.stock > 0) ??
      group.find(keeps) ??
      group[0];
    return {
      id,
      label: target[axis]!.name,
      inventoryName: target.name,
      selected: current[axis]?.id === id,
      soldOut: group.every((i) => i.stock === 0),
      ...(axis === 'color' ? { hex: target.color!.hex } : { image: target.design!.image }),
    };
  });
}

/** An inventory's name without its product's name in front, when it starts with it. */
function shortName(inventory: Inventory): string {
  const rest = inventory.name.startsWith(inventory.productName)
    ? inventory.name.slice(inventory.productName.length).trim()
    : '';
  return rest || inventory.name;
}
