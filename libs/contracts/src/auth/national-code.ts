/** The check digit rule of Iran's ten-digit national code. */
export function isValidNationalCode(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((acc, d, i) => acc + d * (10 - i), 0) % 11;
  const check = digits[9];
  return sum < 2 ? check === sum : check === 11 - sum;
}
