import { toPersianDigits } from './persian-format';

/** An age in whole months as parents say it: «۱ سال و ۸ ماه», «۷ ماه», «۲ سال», «نوزاد». */
export function formatAgeMonths(ageMonths: number): string {
  const years = Math.floor(ageMonths / 12);
  const months = ageMonths % 12;
  const parts = [
    years ? `${toPersianDigits(years)} سال` : '',
    months ? `${toPersianDigits(months)} ماه` : '',
  ];
  return parts.filter(Boolean).join(' و ') || 'نوزاد';
}
