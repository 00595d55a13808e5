import { useResource } from '../../hooks/use-resource';
import { getCities, getProvinces } from '../api/get-regions';

interface Props {
  provinceId: string;
  cityId: string;
  onProvince: (id: string) => void;
  onCity: (id: string) => void;
  errors: { provinceId?: string; cityId?: string };
}

/** Province, then city: a province's cities load once it is chosen. */
export function RegionSelects({ provinceId, cityId, onProvince, onCity, errors }: Props) {
  const provinces = useResource('provinces', getProvinces);
  const cities = useResource(provinceId || null, getCities);
  const cityPlaceholder = !provinceId
    ? 'اول استان را انتخاب کنید'
    : cities.status === 'success'
      ? 'شهر'
      : 'در حال بارگذاری…';

  return (
    <div className="account-form__row">
      <div className="field">
        <label htmlFor="address-province">استان</label>
        <select
          id="address-province"
          className="input"
          value={provinceId}
          disabled={provinces.status !== 'success'}
          onChange={(event) => onProvince(event.target.value)}
          aria-invalid={Boolean(errors.provinceId)}
          aria-describedby={errors.provinceId ? 'address-province-note' : undefined}
        >
          <option value="">{provinces.status === 'success' ? 'استان' : 'در حال بارگذاری…'}</option>
          {provinces.status === 'success' &&
            provinces.data.map((province) => (
              <option key={province.id} value={province.id}>
                {province.name}
              </option>
            ))}
        </select>
        {errors.provinceId && (
          <p id="address-province-note" className="field__error">
            {errors.provinceId}
          </p>
        )}
        {provinces.status === 'error' && (
          <button type="button" className="link-button" onClick={provinces.retry}>
            دریافت دوبارهٔ استان‌ها
          </button>
        )}
      </div>
      <div className="field">
        <label htmlFor="address-city">شهر</label>
        <select
          id="address-city"
          className="input"
          value={cityId}
          disabled={cities.status !== 'success'}
          onChange={(event) => onCity(event.target.value)}
          aria-invalid={Boolean(errors.cityId)}
          aria-describedby={errors.cityId ? 'address-city-note' : undefined}
        >
          <option value="">{cityPlaceholder}</option>
          {cities.status === 'success' &&
            cities.data.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
        </select>
        {errors.cityId && (
          <p id="address-city-note" className="field__error">
            {errors.cityId}
          </p>
        )}
        {cities.status === 'error' && (
          <button type="button" className="link-button" onClick={cities.retry}>
            دریافت دوبارهٔ شهرها
          </button>
        )}
      </div>
    </div>
  );
}
