import { parcelWeights } from './volumetric-weight';

const box = (weightGrams: number, l: number, w: number, h: number, quantity = 1) => ({
  weightGrams,
  lengthCm: l,
  widthCm: w,
  heightCm: h,
  quantity,
});

describe('parcelWeights', () => {
  it('charges the actual weight when it is the greater', () => {
    // 10×10×10 cm = 1000 cm³ → 200 g volumetric; 3 × 400 g actual.
    expect(parcelWeights([box(400, 10, 10, 10, 3)], 5000)).toEqual({
      actualGrams: 1200,
      volumetricGrams: 600,
      chargeableGrams: 1200,
    });
  });

  it('charges the volumetric weight of a light, bulky parcel', () => {
    // 50×40×30 = 60,000 cm³ → 12,000 g at 5000.
    expect(parcelWeights([box(800, 50, 40, 30)], 5000)).toEqual({
      actualGrams: 800,
      volumetricGrams: 12000,
      chargeableGrams: 12000,
    });
  });

  it('adds the lines and honours another divisor', () => {
    const w = parcelWeights([box(100, 10, 10, 10, 2), box(250, 20, 10, 5)], 6000);
    // 2000 + 1000 = 3000 cm³ → 500 g at 6000; actual 450 g.
    expect(w).toEqual({ actualGrams: 450, volumetricGrams: 500, chargeableGrams: 500 });
  });

  it('rounds volumetric grams up, never down', () => {
    // 7 cm³ × 1000 / 5000 = 1.4 g → 2 g.
    expect(parcelWeights([box(1, 7, 1, 1)], 5000).volumetricGrams).toBe(2);
  });

  it('stays exact far beyond what floating point would keep', () => {
    const w = parcelWeights([box(1_000_000, 1000, 1000, 1000, 1_000_000)], 5000);
    expect(w.actualGrams).toBe(1_000_000_000_000);
    expect(w.volumetricGrams).toBe(200_000_000_000_000);
  });

  it('is zero for an empty basket, and refuses a bad divisor', () => {
    expect(parcelWeights([], 5000)).toEqual({ actualGrams: 0, volumetricGrams: 0, chargeableGrams: 0 });
    expect(() => parcelWeights([], 0)).toThrow(RangeError);
  });
});
