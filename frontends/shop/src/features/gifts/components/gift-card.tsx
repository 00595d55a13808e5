import { useState } from 'react';
import type { CustomerDiscount } from '@ela/contracts';
import { formatJalaliDate, formatToman, toast } from '@ela/web-kit';
import { giftValue, lastValidMoment, usesLeftLabel } from '../gift-terms';

async function copy(code: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(code);
    return true;
  } catch {
    return false;
  }
}

/** One code: what it gives, its terms, and a button that copies it. */
export function GiftCard({ gift }: { gift: CustomerDiscount }) {
  const [copied, setCopied] = useState(false);
  const onCopy = async () => {
    if (await copy(gift.code)) setCopied(true);
    else toast.error('کپی نشد؛ کد را خودتان انتخاب و کپی کنید');
  };
  return (
    <li className="gift-card" aria-label={gift.title}>
      <h2 className="gift-card__title">{gift.title}</h2>
      <p className="gift-card__value">{giftValue(gift)}</p>
      <div className="gift-card__code">
        <code dir="ltr">{gift.code}</code>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void onCopy()}
          aria-label={`کپی کد ${gift.code}`}
        >
          {copied ? 'کپی شد' : 'کپی کد'}
        </button>
      </div>
      <dl className="gift-card__terms">
        <div>
          <dt>حداقل خرید</dt>
          <dd>{gift.minBasket > 0 ? formatToman(gift.minBasket) : 'ندارد'}</dd>
        </div>
        <div>
          <dt>معتبر تا</dt>
          <dd>{formatJalaliDate(lastValidMoment(gift.endsAt))}</dd>
        </div>
        <div>
          <dt>دفعات باقی‌مانده</dt>
          <dd>{usesLeftLabel(gift.usesLeft)}</dd>
        </div>
      </dl>
      {gift.personal && <p className="gift-card__personal">هدیه‌ی ویژه‌ی شما</p>}
    </li>
  );
}
