import { randomUUID } from 'node:crypto';
import { BASKET_LIMITS, type ApiError, type SavedBasket } from '@ela/contracts';
import { adminApi, startTestStack, type ApiClient } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct } from '../../catalog/test/catalog-fixtures';
import { customerWithId, tag } from './orders-fixtures';

jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
/** Inventories of one product: `plain`, `extra`, `spare`, and enough fillers for a nearly full basket. */
let plain: string;
let extra: string;
let spare: string;
let fillers: string[];
const t = tag();

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway']);
  const admin = await adminApi(stack);
  const categoryId = (await makeCategory(admin, `پارچه ${t}`)).id;
  const productId = (await makeProduct(admin, { name: `کتان ${t}`, categoryId, unitType: 'half_meter' })).id;
  const names = [
    'plain',
    'extra',
    'spare',
    ...Array.from({ length: BASKET_LIMITS.maxLines - 2 }, (_, i) => `f${i}`),
  ];
  const ids: string[] = [];
  for (let i = 0; i < names.length; i += 10)
    ids.push(
      ...(
        await Promise.all(
          names
            .slice(i, i + 10)
            .map((name) =>
              makeInventory(admin, { productId, name: `${name} ${t}`, price: 100_000, stock: 10 }),
            ),
        )
      ).map((inventory) => inventory.id),
    );
  [plain, extra, spare, ...fillers] = ids;
});
afterAll(() => stack?.dispose());

const customer = async () => (await customerWithId(stack)).api;
const merge = (api: ApiClient, lines: { inventoryId: string; quantity: number }[], key?: string) =>
  api.call<SavedBasket & Partial<ApiError>>(
    'POST',
    '/basket/create',
    { mode: 'merge', lines },
    key ? { 'idempotency-key': key } : {},
  );
const linesOf = async (api: ApiClient) =>
  (await api.call<SavedBasket>('GET', '/basket')).body.lines.map((l) => [l.inventoryId, l.quantity]);

describe('merging into a basket near its limits', () => {
  it('merges what fits and answers what it left out: lines dropped, steps cut, unknown inventories', async () => {
    const alice = await customer();
    const max = BASKET_LIMITS.maxQuantity;
    // 99 lines: plain two steps short of the most a line may hold, and 98 fillers.
    const start = [
      { inventoryId: plain, quantity: max - 2 },
      ...fillers.map((id) => ({ inventoryId: id, quantity: 1 })),
    ];
    expect((await alice.call('POST', '/basket/create', { lines: start })).status).toBe(200);
    const unknown = randomUUID();

    const res = await merge(alice, [
      { inventoryId: plain, quantity: 5 },
      { inventoryId: extra, quantity: 2 },
      { inventoryId: unknown, quantity: 1 },
      { inventoryId: spare, quantity: 3 },
      { inventoryId: fillers[0], quantity: 4 },
    ]);

    expect(res.status).toBe(200);
    expect(res.body.trimmed).toEqual({
      droppedLines: [{ inventoryId: spare, quantity: 3 }],
      cutLines: [{ inventoryId: plain, asked: 5, added: 2 }],
      unknownInventories: [unknown],
    });
    expect(res.body.lines).toHaveLength(BASKET_LIMITS.maxLines);
    const lines = await linesOf(alice);
    expect(lines).toEqual(res.body.lines.map((l) => [l.inventoryId, l.quantity]));
    expect(lines).toContainEqual([plain, max]);
    expect(lines).toContainEqual([fillers[0], 5]);
    expect(lines.at(-1)).toEqual([extra, 2]);
    expect(lines.map(([id]) => id)).not.toContain(spare);
  });

  it('answers an empty trim when everything fitted', async () => {
    const res = await merge(await customer(), [{ inventoryId: plain, quantity: 1 }]);
    expect(res.status).toBe(200);
    expect(res.body.trimmed).toEqual({ droppedLines: [], cutLines: [], unknownInventories: [] });
  });
});

describe('the merge under an Idempotency-Key', () => {
  it('answers a repeat of the key with the first answer and adds nothing twice', async () => {
    const bob = await customer();
    const key = randomUUID();
    const lines = [
      { inventoryId: plain, quantity: 3 },
      { inventoryId: extra, quantity: 1 },
    ];
    const first = await merge(bob, lines, key);
    expect(first.status).toBe(200);
    // The answer was lost on its way back: the client sends the same merge again.
    const again = await merge(bob, lines, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await linesOf(bob)).toEqual([
      [plain, 3],
      [extra, 1],
    ]);
    // The basket changes meanwhile; a late repeat still answers the first answer and changes nothing.
    await bob.call('POST', '/basket/create', { lines: [{ inventoryId: spare, quantity: 1 }] });
    expect((await merge(bob, lines, key)).body).toEqual(first.body);
    expect(await linesOf(bob)).toEqual([[spare, 1]]);
    // A new key is a new merge.
    expect((await merge(bob, lines, randomUUID())).status).toBe(200);
    expect(await linesOf(bob)).toEqual([
      [spare, 1],
      [plain, 3],
      [extra, 1],
    ]);
  });

  it('changes the basket once for repeats of one key sent at the same time', async () => {
    const carol = await customer();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => merge(carol, [{ inventoryId: plain, quantity: 2 }], key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    expect(await linesOf(carol)).toEqual([[plain, 2]]);
  });

  it('refuses the key with another body: a 422 in Persian that changes nothing', async () => {
    const dave = await customer();
    const key = randomUUID();
    expect((await merge(dave, [{ inventoryId: plain, quantity: 1 }], key)).status).toBe(200);
    const other = await merge(dave, [{ inventoryId: plain, quantity: 2 }], key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ statusCode: 422, error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(other.body.message).toMatch(/کلید/);
    expect(await linesOf(dave)).toEqual([[plain, 1]]);
    // Keys are each caller's own: another customer's same key is their own merge.
    const erin = await customer();
    expect((await merge(erin, [{ inventoryId: plain, quantity: 2 }], key)).status).toBe(200);
    expect(await linesOf(erin)).toEqual([[plain, 2]]);
  });

  it('refuses a malformed key with a 400 naming the header, changing nothing', async () => {
    const frank = await customer();
    const res = await merge(frank, [{ inventoryId: plain, quantity: 1 }], 'short');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Idempotency-Key');
    expect(await linesOf(frank)).toEqual([]);
  });
});
