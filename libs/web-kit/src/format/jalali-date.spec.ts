import { JALALI_MONTHS, isLeapJalaliYear, isoToJalali, jalaliMonthLength, jalaliToIso } from './jalali-date';

const persian = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function intlJalali(date: Date) {
  const parts = Object.fromEntries(persian.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

describe('Jalali dates', () => {
  it("agrees with Intl's Persian calendar on every day from 1900 to 2040, both ways", () => {
    const day = 86_400_000;
    const wrong: string[] = [];
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2040, 11, 31); t += day) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const jalali = intlJalali(new Date(t));
      const mine = isoToJalali(iso);
      const same = mine.year === jalali.year && mine.month === jalali.month && mine.day === jalali.day;
      if (!same || jalaliToIso(jalali) !== iso) wrong.push(iso);
    }
    expect(wrong).toEqual([]);
  });

  it('knows the lengths of the months and the leap years', () => {
    expect(jalaliToIso({ year: 1404, month: 1, day: 1 })).toBe('2025-03-21');
    expect(isoToJalali('1990-03-21')).toEqual({ year: 1369, month: 1, day: 1 });
    expect([1399, 1403, 1408].map(isLeapJalaliYear)).toEqual([true, true, true]);
    expect([1400, 1402, 1404].map(isLeapJalaliYear)).toEqual([false, false, false]);
    expect([1, 6, 7, 11].map((month) => jalaliMonthLength(1402, month))).toEqual([31, 31, 30, 30]);
    expect(jalaliMonthLength(1402, 12)).toBe(29);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
  });

  it('names the months as Intl does', () => {
    const monthName = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { month: 'long', timeZone: 'UTC' });
    const names = JALALI_MONTHS.map((_, i) =>
      monthName.format(new Date(`${jalaliToIso({ year: 1404, month: i + 1, day: 10 })}T12:00:00Z`)),
    );
    expect(names).toEqual([...JALALI_MONTHS]);
  });
});
