import {
  DISTANCE_CLASSES,
  type DistanceClass,
  type DistanceRates,
  type ShippingPrice,
  type ShippingRates,
} from '@ela/contracts';
import {
  lengthProblem,
  parseWholeNumber,
  RULE_MESSAGES,
  type FieldErrors,
} from '../../../shared/forms/rules';
import { parseToman, rialsToTomanText } from '../../../shared/money/toman';

export const DISTANCE_LABELS: Record<DistanceClass, string> = {
  sameCity: 'درون شهر',
  sameProvince: 'درون استان',
  neighbouringProvince: 'استان همسایه',
  other: 'سایر استان‌ها',
};

/** Toman as typed, per distance class. */
export type RateTexts = Record<DistanceClass, string>;

export interface BandValues {
  upToGrams: string;
  price: RateTexts;
}

export interface PeykCityValues {
  cityId: number;
  name: string;
  km: string;
}

export interface ShippingPriceValues {
  method: 'Post' | 'Peyk';
  title: string;
  bands: BandValues[];
  perKgAboveLast: RateTexts;
  base: string;
  perKm: string;
  cities: PeykCityValues[];
}

const emptyRates = (): RateTexts => ({ sameCity: '', sameProvince: '', neighbouringProvince: '', other: '' });
export const emptyBand = (): BandValues => ({ upToGrams: '', price: emptyRates() });

export function emptyPrice(method: 'Post' | 'Peyk'): ShippingPriceValues {
  return {
    method,
    title: method === 'Post' ? 'پست پیشتاز' : 'پیک',
    bands: [emptyBand()],
    perKgAboveLast: emptyRates(),
    base: '',
    perKm: '0',
    cities: [],
  };
}

const ratesText = (r: DistanceRates): RateTexts =>
  Object.fromEntries(DISTANCE_CLASSES.map((d) => [d, rialsToTomanText(r[d])])) as RateTexts;

/** The form's values from a saved price; city names are filled in once they are loaded. */
export function priceValues(p: ShippingPrice, cityName: (id: number) => string): ShippingPriceValues {
  if (p.method === 'Post') {
    return {
      ...emptyPrice('Post'),
      title: p.title,
      bands: p.bands.map((b) => ({ upToGrams: String(b.upToGrams), price: ratesText(b.price) })),
      perKgAboveLast: ratesText(p.perKgAboveLast),
    };
  }
  return {
    ...emptyPrice('Peyk'),
    title: p.title,
    base: rialsToTomanText(p.base),
    perKm: rialsToTomanText(p.perKm),
    cities: p.cities.map((c) => ({ cityId: c.cityId, name: cityName(c.cityId), km: String(c.km) })),
  };
}

function money(text: string, errors: FieldErrors, key: string): number {
  const parsed = parseToman(text);
  if (!parsed.ok) errors[key] = parsed.message;
  else if (parsed.rials === null) errors[key] = RULE_MESSAGES.required;
  return parsed.ok ? (parsed.rials ?? 0) : 0;
}

function whole(text: string, errors: FieldErrors, key: string, min: number, max: number): number {
  const parsed = parseWholeNumber(text, min, max);
  if (!parsed.ok) errors[key] = parsed.message;
  else if (parsed.value === null) errors[key] = RULE_MESSAGES.required;
  return parsed.ok ? (parsed.value ?? 0) : 0;
}

function rates(texts: RateTexts, errors: FieldErrors, prefix: string): DistanceRates {
  return Object.fromEntries(
    DISTANCE_CLASSES.map((d) => [d, money(texts[d], errors, `${prefix}.${d}`)]),
  ) as DistanceRates;
}

/**
 * The body the API takes, and the problems found on the way, keyed as the server keys them
 * (`bands.1.upToGrams`), so its 400 and ours land under the same input.
 */
export function readPrice(v: ShippingPriceValues): { body: ShippingRates; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const title = v.title.trim();
  const titleProblem = lengthProblem(v.title, 1, 100);
  if (titleProblem) errors.title = titleProblem;
  if (v.method === 'Post') {
    const bands = v.bands.map((b, i) => ({
      upToGrams: whole(b.upToGrams, errors, `bands.${i}.upToGrams`, 1, 1_000_000_000),
      price: rates(b.price, errors, `bands.${i}.price`),
    }));
    bands.forEach((b, i) => {
      if (i > 0 && b.upToGrams <= bands[i - 1].upToGrams && !errors[`bands.${i}.upToGrams`]) {
        errors[`bands.${i}.upToGrams`] = 'هر بازه باید سنگین‌تر از بازهٔ پیش از آن باشد';
      }
    });
    if (bands.length === 0) errors.bands = 'دست‌کم یک بازهٔ وزنی لازم است';
    const perKgAboveLast = rates(v.perKgAboveLast, errors, 'perKgAboveLast');
    return { body: { method: 'Post', title, bands, perKgAboveLast }, errors };
  }
  const cities = v.cities.map((c, i) => ({
    cityId: c.cityId,
    km: whole(c.km, errors, `cities.${i}.km`, 0, 10_000),
  }));
  if (cities.length === 0) errors.cities = 'دست‌کم یک شهر را اضافه کنید';
  const base = money(v.base, errors, 'base');
  const perKm = money(v.perKm, errors, 'perKm');
  return { body: { method: 'Peyk', title, base, perKm, cities }, errors };
}
