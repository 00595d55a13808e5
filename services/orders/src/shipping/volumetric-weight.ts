/** What one unit step of a line weighs and measures, packed, and how many steps the line has. */
export interface ParcelLine {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  quantity: number;
}

export interface ParcelWeights {
  actualGrams: number;
  volumetricGrams: number;
  /** What the carrier charges by: the greater of the two. */
  chargeableGrams: number;
}

/**
 * The weights of a basket packed as one parcel. Volumetric weight is the boxes' volume over the
 * carrier's divisor (cm³ per kg, 5000 by default), so grams = cm³ × 1000 / divisor, rounded up.
 * The boxes' volumes are added (no packing puzzle): a fair upper bound for fabric rolls and
 * folded cloth. Sums run in BigInt so a large basket cannot lose a gram to floating point.
 */
export function parcelWeights(lines: readonly ParcelLine[], divisor: number): ParcelWeights {
  if (!Number.isSafeInteger(divisor) || divisor <= 0)
    throw new RangeError('divisor must be a positive integer');
  let grams = 0n;
  let volume = 0n;
  for (const line of lines) {
    const q = BigInt(line.quantity);
    grams += BigInt(line.weightGrams) * q;
    volume += BigInt(line.lengthCm) * BigInt(line.widthCm) * BigInt(line.heightCm) * q;
  }
  const d = BigInt(divisor);
  const volumetric = (volume * 1000n + d - 1n) / d;
  const actualGrams = exact(grams);
  const volumetricGrams = exact(volumetric);
  return { actualGrams, volumetricGrams, chargeableGrams: Math.max(actualGrams, volumetricGrams) };
}

function exact(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('parcel weight out of range');
  return n;
}
