import { useState } from 'react';
import { toPersianDigits } from '@ela/web-kit';
import { useResource } from '../../../shared/api/use-resource';
import { DeleteButton } from '../../../shared/components/delete-button';
import { cleanWholeNumberInput, type FieldErrors } from '../../../shared/forms/rules';
import { getCities, getProvinces } from '../api/shipping-prices.api';
import { CellInput } from './cell-input';
import type { PeykCityValues } from './shipping-price.model';

interface PeykCitiesEditorProps {
  cities: PeykCityValues[];
  errors: FieldErrors;
  onChange: (cities: PeykCityValues[]) => void;
}

/** The only cities Peyk goes to, each with its kilometres from the shop as the admin prices it. */
export function PeykCitiesEditor({ cities, errors, onChange }: PeykCitiesEditorProps) {
  const [provinceId, setProvinceId] = useState('');
  const [cityId, setCityId] = useState('');
  const provinces = useResource('provinces', (signal) => getProvinces(signal));
  const options = useResource(`cities:${provinceId}`, (signal) =>
    provinceId ? getCities(Number(provinceId), signal) : Promise.resolve([]),
  );
  const taken = new Set(cities.map((c) => c.cityId));

  function add() {
    const city = options.data?.find((c) => String(c.id) === cityId);
    if (!city || taken.has(city.id)) return;
    onChange([...cities, { cityId: city.id, name: city.name, km: '' }]);
    setCityId('');
  }

  return (
    <fieldset className="panel-field sp-cities">
      <legend className="panel-field__label">شهرهای پیک</legend>
      <div className="panel-toolbar">
        <select
          className="panel-input"
          aria-label="استان"
          value={provinceId}
          onChange={(event) => {
            setProvinceId(event.target.value);
            setCityId('');
          }}
        >
          <option value="">استان</option>
          {provinces.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <select
          className="panel-input"
          aria-label="شهر"
          value={cityId}
          onChange={(event) => setCityId(event.target.value)}
        >
          <option value="">شهر</option>
          {options.data?.map((c) => (
            <option key={c.id} value={c.id} disabled={taken.has(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="button" className="panel-button panel-button--ghost" disabled={!cityId} onClick={add}>
          افزودن شهر
        </button>
      </div>
      {cities.length > 0 && (
        <table className="panel-table">
          <caption className="panel-visually-hidden">شهرهای پیک و فاصلهٔ هر یک</caption>
          <thead>
            <tr>
              <th scope="col">شهر</th>
              <th scope="col">فاصله از فروشگاه (کیلومتر)</th>
              <th scope="col">
                <span className="panel-visually-hidden">کارها</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cities.map((c, i) => (
              <tr key={c.cityId}>
                <td>{c.name || `شهر ${toPersianDigits(c.cityId)}`}</td>
                <td>
                  <CellInput
                    numeric
                    label={`کیلومتر تا ${c.name || toPersianDigits(c.cityId)}`}
                    value={c.km}
                    error={errors[`cities.${i}.km`]}
                    onChange={(t) =>
                      onChange(
                        cities.map((other, j) =>
                          j === i ? { ...other, km: cleanWholeNumberInput(t) } : other,
                        ),
                      )
                    }
                  />
                </td>
                <td>
                  <DeleteButton
                    name={`${c.name || c.cityId}`}
                    onClick={() => onChange(cities.filter((_, j) => j !== i))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {errors.cities && <p className="panel-field__error">{errors.cities}</p>}
    </fieldset>
  );
}
