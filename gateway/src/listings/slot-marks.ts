/**
 * For each id (a colour, a design), a mark per product slot saying whether the product has it:
 * a filter by one reads one byte a product instead of searching each product's list of ids.
 */
export class SlotMarks {
  private readonly marks = new Map<string, Uint8Array>();
  private static readonly NONE = new Uint8Array(0);

  /** The marks of one id; none set for an id no product has. */
  of(id: string): Uint8Array {
    return this.marks.get(id) ?? SlotMarks.NONE;
  }

  mark(slot: number, ids: string[]): void {
    for (const id of ids) {
      let marks = this.marks.get(id);
      if (!marks || marks.length <= slot) {
        const grown = new Uint8Array(Math.max(1024, (slot + 1) * 2));
        if (marks) grown.set(marks);
        this.marks.set(id, (marks = grown));
      }
      marks[slot] = 1;
    }
  }

  unmark(slot: number, ids: string[]): void {
    for (const id of ids) {
      const marks = this.marks.get(id);
      if (marks && slot < marks.length) marks[slot] = 0;
    }
  }
}
