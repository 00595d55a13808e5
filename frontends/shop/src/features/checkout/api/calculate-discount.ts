import type { CalculateDiscountBody, DiscountBreakdown } from '@ela/contracts';
import { apiErrorOf, http } from '@ela/web-kit';

export type DiscountResult = { ok: true; breakdown: DiscountBreakdown } | { ok: false; message: string };

/**
 * POST /discount/calculate on the caller's basket. A refused code (expired, used up, someone
 * else's…) is an expected outcome: its Persian message is returned for the field, not toasted.
 */
export async function calculateDiscount(code: string): Promise<DiscountResult> {
  try {
    const { data } = await http.post<DiscountBreakdown>(
      '/discount/calculate',
      { code } satisfies CalculateDiscountBody,
      { quiet: true },
    );
    return { ok: true, breakdown: data };
  } catch (error) {
    const refusal = apiErrorOf(error);
    const status = refusal?.statusCode ?? 0;
    if (refusal && status >= 400 && status < 500) return { ok: false, message: refusal.message };
    return { ok: false, message: 'کد تخفیف اکنون بررسی نشد؛ دوباره تلاش کنید.' };
  }
}
