import { DISTANCE_CLASSES, type DistanceClass } from '@ela/contracts';
import { TOMAN_LABEL, toPersianDigits } from '@ela/web-kit';
import { DeleteButton } from '../../../shared/components/delete-button';
import { cleanWholeNumberInput, type FieldErrors } from '../../../shared/forms/rules';
import { normalizeMoneyInput } from '../../../shared/money/toman';
import { CellInput } from './cell-input';
import { DISTANCE_LABELS, emptyBand, type BandValues, type RateTexts } from './shipping-price.model';

interface PostRatesEditorProps {
  bands: BandValues[];
  perKg: RateTexts;
  errors: FieldErrors;
  onBands: (bands: BandValues[]) => void;
  onPerKg: (rates: RateTexts) => void;
}

/** Post prices: weight bands (lightest first) × distance class, and a rate per kilogram above the last. */
export function PostRatesEditor({ bands, perKg, errors, onBands, onPerKg }: PostRatesEditorProps) {
  const setBand = (i: number, band: BandValues) => onBands(bands.map((b, j) => (j === i ? band : b)));
  const setPrice = (i: number, d: DistanceClass, text: string) =>
    setBand(i, { ...bands[i], price: { ...bands[i].price, [d]: normalizeMoneyInput(text) } });
  return (
    <div className="panel-table-scroll">
      <table className="panel-table sp-bands">
        <caption>بازه‌های وزنی (قیمت‌ها به {TOMAN_LABEL})</caption>
        <thead>
          <tr>
            <th scope="col">تا وزن (گرم)</th>
            {DISTANCE_CLASSES.map((d) => (
              <th key={d} scope="col">
                {DISTANCE_LABELS[d]}
              </th>
            ))}
            <th scope="col">
              <span className="panel-visually-hidden">کارها</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band, i) => {
            const row = `بازهٔ ${toPersianDigits(i + 1)}`;
            return (
              <tr key={i}>
                <td>
                  <CellInput
                    numeric
                    label={`${row}، تا وزن (گرم)`}
                    value={band.upToGrams}
                    error={errors[`bands.${i}.upToGrams`]}
                    onChange={(t) => setBand(i, { ...band, upToGrams: cleanWholeNumberInput(t) })}
                  />
                </td>
                {DISTANCE_CLASSES.map((d) => (
                  <td key={d}>
                    <CellInput
                      label={`${row}، ${DISTANCE_LABELS[d]} (${TOMAN_LABEL})`}
                      value={band.price[d]}
                      error={errors[`bands.${i}.price.${d}`]}
                      onChange={(t) => setPrice(i, d, t)}
                    />
                  </td>
                ))}
                <td>
                  <DeleteButton
                    name={row}
                    disabled={bands.length === 1}
                    onClick={() => onBands(bands.filter((_, j) => j !== i))}
                  />
                </td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">هر کیلوی بیشتر از آخرین بازه</th>
            {DISTANCE_CLASSES.map((d) => (
              <td key={d}>
                <CellInput
                  label={`هر کیلوی بیشتر، ${DISTANCE_LABELS[d]} (${TOMAN_LABEL})`}
                  value={perKg[d]}
                  error={errors[`perKgAboveLast.${d}`]}
                  onChange={(t) => onPerKg({ ...perKg, [d]: normalizeMoneyInput(t) })}
                />
              </td>
            ))}
            <td />
          </tr>
        </tbody>
      </table>
      {errors.bands && <p className="panel-field__error">{errors.bands}</p>}
      <button
        type="button"
        className="panel-button panel-button--ghost"
        disabled={bands.length >= 30}
        onClick={() => onBands([...bands, emptyBand()])}
      >
        افزودن بازهٔ وزنی
      </button>
    </div>
  );
}
