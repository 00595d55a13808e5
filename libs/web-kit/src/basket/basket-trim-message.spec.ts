import { basketTrimMessage } from './basket-trim-message';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const none = { droppedLines: [], cutLines: [], unknownInventories: [] };

describe('basketTrimMessage', () => {
  it('says nothing when nothing was left out, or for a replace', () => {
    expect(basketTrimMessage(none)).toBeNull();
    expect(basketTrimMessage(undefined)).toBeNull();
  });

  it('names in Persian each way lines were left out, with their counts', () => {
    expect(
      basketTrimMessage({
        droppedLines: [
          { inventoryId: A, quantity: 1 },
          { inventoryId: B, quantity: 2 },
        ],
        cutLines: [{ inventoryId: A, asked: 5, added: 2 }],
        unknownInventories: [B],
      }),
    ).toBe(
      'همهٔ کالاها به سبد خرید اضافه نشد: ۲ کالا جا نشد، چون سبد خرید حداکثر ۱۰۰ ردیف دارد؛ ' +
        'مقدار ۱ کالا تا سقف ۱٬۰۰۰ واحد در هر ردیف کم شد؛ ۱ کالا دیگر در فروشگاه نیست و کنار گذاشته شد.',
    );
    expect(basketTrimMessage({ ...none, unknownInventories: [A] })).toBe(
      'همهٔ کالاها به سبد خرید اضافه نشد: ۱ کالا دیگر در فروشگاه نیست و کنار گذاشته شد.',
    );
  });
});
