import { useResource, type Resource, type ResourceState } from '../../hooks/use-resource';
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
      <RegionSelect
        id="address-province"
        label="استان"
        regions={provinces}
        placeholder={provinces.status === 'success' ? 'استان' : 'در حال بارگذاری…'}
        value={provinceId}
        onChange={onProvince}
        error={errors.provinceId}
        retryLabel="دریافت دوبارهٔ استان‌ها"
      />
      <RegionSelect
        id="address-city"
        label="شهر"
        regions={cities}
        placeholder={cityPlaceholder}
        value={cityId}
        onChange={onCity}
        error={errors.cityId}
        retryLabel="دریافت دوبارهٔ شهرها"
      />
    </div>
  );
}

interface RegionSelectProps {
  id: string;
  label: string;
  regions: ResourceState<{ id: number | string; name: string }[]> & Pick<Resource<unknown>, 'retry'>;
  /** The first option, while nothing is chosen. */
  placeholder: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
  retryLabel: string;
}

/** One select of regions, usable once they have loaded, with its problem and a retry after a failure. */
function RegionSelect({
  id,
  label,
  regions,
  placeholder,
  value,
  onChange,
  error,
  retryLabel,
}: RegionSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={regions.status !== 'success'}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-note` : undefined}
      >
        <option value="">{placeholder}</option>
        {regions.status === 'success' &&
          regions.data.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
      </select>
      {error && (
        <p id={`${id}-note`} className="field__error">
          {error}
        </p>
      )}
      {regions.status === 'error' && (
        <button type="button" className="link-button" onClick={regions.retry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
