import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OwnReview,
  type ProductSummary,
  type ReviewEligibility,
  type ReviewPage,
  type StaffReview,
  productInputSchema,
} from '@shop/domain';
import { createProduct } from '../src/modules/products/service';
import { reviewSummary } from '../src/modules/reviews';
import { createUser } from '../src/modules/users/service';
import {
  DEMO,
  countRows,
  createTestContext,
  loginAs,
  startSecondProcess,
  testDialect,
  type TestContext,
} from './context';

/**
 * Reviews of verified buyers through the HTTP API on a real database: who may write one, what
 * is refused (with the field named, in the caller's language, nothing stored), staff's
 * moderation, what shows, the votes, and the product's figures under concurrent changes.
 */

let ctx: TestContext;
let staff: string;
let accounts = 0;

interface Buyer {
  id: string;
  token: string;
}

async function newBuyer(name = 'Lucía Fernández'): Promise<Buyer> {
  accounts += 1;
  const email = `resenas${accounts}@tienda.test`;
  const user = await createUser(ctx.db, { name, email, password: 'Resena1!x', role: 'user' });
  return { id: user.id, token: await loginAs(ctx.app, { email, password: 'Resena1!x' }) };
}

async function newProduct(name = 'Auriculares para reseñas'): Promise<string> {
  const product = await createProduct(
    ctx.db,
    productInputSchema.parse({
      name,
      description: 'Para probar reseñas',
      brand: 'Acme',
      basePrice: 100,
      currency: 'ARS',
      stock: 500,
      category: 'accesorios',
      images: ['/uploads/test/a.webp'],
    }),
  );
  return product.id;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, token?: string, body?: object, language?: string) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

/** An order of the buyer holding the product, moved by staff up to `status`. */
async function orderUpTo(buyer: Buyer, productId: string, status: 'paid' | 'delivered' | 'picked_up' | 'shipped') {
  const pickup = status === 'picked_up';
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': randomUUID() },
    payload: { items: [{ productId, quantity: 1 }], ...(pickup ? { delivery: { option: 'pickup' } } : {}) },
  });
  expect(placed.statusCode).toBe(201);
  const id = (placed.json() as { id: string }).id;
  const steps = pickup
    ? [{ status: 'preparing' }, { status: 'ready_for_pickup' }, { status: 'picked_up' }]
    : status === 'paid'
      ? []
      : [
          { status: 'preparing' },
          { status: 'shipped', carrier: 'Andreani', trackingCode: 'AN1' },
          { status: 'delivered' },
        ].slice(0, status === 'shipped' ? 2 : 3);
  for (const step of steps) {
    const moved = await call('PATCH', `/api/orders/${id}/status`, staff, step);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

const write = (buyer: Buyer, productId: string, body: object, language?: string) =>
  call('POST', `/api/products/${productId}/reviews`, buyer.token, body, language);
const moderate = (id: string, body: object, token = staff) => call('PATCH', `/api/admin/reviews/${id}`, token, body);
const page = async (productId: string, query = '') =>
  (await call('GET', `/api/products/${productId}/reviews${query}`)).json() as ReviewPage;
const reviewCount = () => countRows(ctx.db, 'reviews');
/** The product's stored figures and what its approved reviews add up to, read afresh. */
async function figures(productId: string) {
  const stored = await ctx.db.kysely
    .selectFrom('products')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const approved = await ctx.db.kysely
    .selectFrom('reviews')
    .select('rating')
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .execute();
  return {
    stored: { sum: Number(stored.rating_sum), count: Number(stored.rating_count) },
    approved: { sum: approved.reduce((total, row) => total + Number(row.rating), 0), count: approved.length },
  };
}

const GOOD = { rating: 5, text: 'Suenan muy bien y la batería dura todo el día.' };

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await loginAs(ctx.app, DEMO);
});
afterAll(async () => ctx?.close());

describe(`reviews from verified buyers (${testDialect})`, () => {
  it('refuses a buyer whose order is only paid or shipped (403), and one who never bought it', async () => {
    const productId = await newProduct();
    const buyer = await newBuyer();
    expect((await write(buyer, productId, GOOD)).statusCode).toBe(403);
    await orderUpTo(buyer, productId, 'paid');
    const paid = await write(buyer, productId, GOOD);
    expect(paid.statusCode).toBe(403);
    expect(paid.json()).toMatchObject({ code: 'REVIEW_NOT_BOUGHT' });
    expect((paid.json() as { message: string }).message).toContain('ya recibiste');
    await orderUpTo(buyer, productId, 'shipped');
    const shipped = await write(buyer, productId, GOOD, 'en');
    expect(shipped.statusCode).toBe(403);
    expect((shipped.json() as { message: string }).message).toContain('bought and received');
    const eligibility = (await call('GET', `/api/products/${productId}/reviews/mine`, buyer.token)).json();
    expect(eligibility).toEqual({ canReview: false, review: null });
    expect(await reviewCount()).toBe(0);
  });

  it('lets a buyer review once an order was delivered or picked up; a second review is 409', async () => {
    const productId = await newProduct();
    const delivered = await newBuyer('Lucía Fernández');
    const pickedUp = await newBuyer('Martín');
    await orderUpTo(delivered, productId, 'delivered');
    await orderUpTo(pickedUp, productId, 'picked_up');
    const mine = (await call('GET', `/api/products/${productId}/reviews/mine`, delivered.token)).json();
    expect(mine).toEqual({ canReview: true, review: null } satisfies ReviewEligibility);

    const first = await write(delivered, productId, GOOD);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 5,
      text: GOOD.text,
      language: 'es',
      authorName: 'Lucía',
      status: 'pending',
      answer: null,
    } satisfies Partial<OwnReview>);
    const english = await write(pickedUp, productId, { rating: 4, text: 'Great sound, comfortable.' }, 'en');
    expect(english.statusCode).toBe(201);
    expect(english.json()).toMatchObject({ language: 'en', authorName: 'Martín' });

    const second = await write(delivered, productId, { rating: 1, text: 'Otra opinión distinta.' }, 'en');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'REVIEW_EXISTS',
      message: expect.stringContaining('already reviewed'),
    });
    // Two at once: the unique index keeps one.
    const third = await newBuyer();
    await orderUpTo(third, productId, 'delivered');
    const both = await Promise.all([write(third, productId, GOOD), write(third, productId, GOOD)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const eligibility = (await call('GET', `/api/products/${productId}/reviews/mine`, delivered.token)).json();
    expect(eligibility).toMatchObject({ canReview: false, review: { status: 'pending', rating: 5 } });
    // Pending reviews do not show and do not count.
    expect(await page(productId)).toMatchObject({ reviews: [], total: 0, summary: { average: null, count: 0 } });
  });

  it('refuses a bad rating or text with the field named in the caller language, storing nothing', async () => {
    const productId = await newProduct();
    const buyer = await newBuyer();
    await orderUpTo(buyer, productId, 'delivered');
    const before = await reviewCount();
    const cases: [object, string, string][] = [
      [{ ...GOOD, rating: 0 }, 'rating', 'reviews.rating.invalid'],
      [{ ...GOOD, rating: 6 }, 'rating', 'reviews.rating.invalid'],
      [{ ...GOOD, rating: 4.5 }, 'rating', 'reviews.rating.invalid'],
      [{ ...GOOD, rating: '5' }, 'rating', 'reviews.rating.invalid'],
      [{ text: GOOD.text }, 'rating', 'reviews.rating.invalid'],
      [{ ...GOOD, text: 'corto' }, 'text', 'reviews.text.length'],
      [{ ...GOOD, text: 'x'.repeat(5000) }, 'text', 'reviews.text.length'],
      [{ ...GOOD, text: '          ' }, 'text', 'reviews.text.length'],
      [{ ...GOOD, language: 'fr' }, 'language', 'reviews.language.invalid'],
    ];
    for (const [body, field, code] of cases) {
      const es = await write(buyer, productId, body);
      expect(es.statusCode, JSON.stringify(body)).toBe(400);
      expect(es.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: `body.${field}`, code }] });
      const en = await write(buyer, productId, body, 'en');
      expect(en.statusCode).toBe(400);
      expect(JSON.stringify(en.json())).toMatch(field === 'rating' ? /whole number from 1 to 5/ : /.+/);
    }
    expect(await reviewCount()).toBe(before);
    expect((await write(buyer, productId, GOOD, 'en')).statusCode).toBe(201);
  });

  it('keeps script and HTML as typed (shown as text by the page), and the language the form names', async () => {
    const productId = await newProduct();
    const buyer = await newBuyer();
    await orderUpTo(buyer, productId, 'delivered');
    const text = '<script>alert(1)</script> <b>Muy bueno</b> https://example.com';
    const created = (await write(buyer, productId, { rating: 3, text, language: 'en' })).json() as OwnReview;
    expect(created).toMatchObject({ text, language: 'en' });
    await moderate(created.id, { status: 'approved' });
    expect((await page(productId)).reviews[0]).toMatchObject({ text, language: 'en' });
  });

  it("lets its author edit or delete it; another's answers 404 and changes nothing", async () => {
    const productId = await newProduct();
    const author = await newBuyer();
    const other = await newBuyer();
    await orderUpTo(author, productId, 'delivered');
    await orderUpTo(other, productId, 'delivered');
    const review = (await write(author, productId, GOOD)).json() as OwnReview;
    await moderate(review.id, { status: 'approved' });
    const foreign = await call('PUT', `/api/reviews/${review.id}`, other.token, {
      rating: 1,
      text: 'Texto ajeno aquí.',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'REVIEW_NOT_FOUND', message: 'Reseña no encontrada' });
    const removal = await call('DELETE', `/api/reviews/${review.id}`, other.token, undefined, 'en');
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toMatchObject({ message: 'Review not found' });
    expect((await call('PUT', `/api/reviews/not-a-uuid`, author.token, GOOD)).statusCode).toBe(404);
    expect(await figures(productId)).toEqual({ stored: { sum: 5, count: 1 }, approved: { sum: 5, count: 1 } });

    // An edit waits for staff again and leaves the figures until approved.
    const edited = await call('PUT', `/api/reviews/${review.id}`, author.token, {
      rating: 2,
      text: 'Cambié de opinión.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 2, status: 'pending' });
    expect((await page(productId)).summary).toMatchObject({ average: null, count: 0 });
    await moderate(review.id, { status: 'approved' });
    expect((await page(productId)).summary).toMatchObject({ average: 2, count: 1 });
    const deleted = await call('DELETE', `/api/reviews/${review.id}`, author.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Reseña eliminada' });
    expect(await figures(productId)).toEqual({ stored: { sum: 0, count: 0 }, approved: { sum: 0, count: 0 } });
    // Deleted, the author may write again.
    expect((await write(author, productId, GOOD)).statusCode).toBe(201);
  });

  it('lets staff approve, reject with a reason and answer; only approved reviews show, with the rating', async () => {
    const productId = await newProduct();
    const buyers = await Promise.all([newBuyer('Ana Pérez'), newBuyer('Bruno'), newBuyer('Carla'), newBuyer('Dante')]);
    for (const buyer of buyers) await orderUpTo(buyer, productId, 'delivered');
    const ratings = [5, 4, 4, 1];
    const reviews: OwnReview[] = [];
    for (const [i, buyer] of buyers.entries())
      reviews.push(
        (await write(buyer, productId, { rating: ratings[i], text: `Opinión número ${i} del producto.` })).json(),
      );

    const queue = (await call('GET', '/api/admin/reviews?status=pending', staff)).json() as StaffReview[];
    expect(queue.filter((r) => r.productId === productId).map((r) => r.id)).toEqual(reviews.map((r) => r.id));
    expect(queue.find((r) => r.id === reviews[0]!.id)).toMatchObject({ productName: 'Auriculares para reseñas' });

    const noReason = await moderate(reviews[3]!.id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ details: [{ path: 'body.reason', code: 'reviews.reason.required' }] });
    expect((await moderate(reviews[3]!.id, {})).statusCode).toBe(400);
    expect((await moderate(reviews[3]!.id, { status: 'published' })).statusCode).toBe(400);
    expect((await moderate(randomUUID(), { status: 'approved' })).statusCode).toBe(404);
    const rejected = await moderate(reviews[3]!.id, { status: 'rejected', reason: 'Habla de otro producto' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Habla de otro producto' });
    for (const review of reviews.slice(0, 3))
      expect((await moderate(review.id, { status: 'approved' })).statusCode).toBe(200);
    // Approving twice counts once.
    await moderate(reviews[0]!.id, { status: 'approved' });
    const answered = await moderate(reviews[1]!.id, { answer: '¡Gracias por tu compra!' });
    expect(answered.json()).toMatchObject({ status: 'approved', answer: { text: '¡Gracias por tu compra!' } });

    const shown = await page(productId);
    expect(shown.summary).toEqual({ average: 4.3, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(shown.total).toBe(3);
    expect(shown.reviews.map((r) => r.id)).toEqual([reviews[2]!.id, reviews[1]!.id, reviews[0]!.id]);
    expect(shown.reviews[0]).toMatchObject({ authorName: 'Carla', verifiedPurchase: true });
    expect(shown.reviews[1]!.answer).toMatchObject({ text: '¡Gracias por tu compra!' });
    expect(JSON.stringify(shown)).not.toContain('@tienda.test');
    // The author reads why it was rejected.
    const dante = (await call('GET', `/api/products/${productId}/reviews/mine`, buyers[3]!.token)).json();
    expect(dante).toMatchObject({ review: { status: 'rejected', rejectionReason: 'Habla de otro producto' } });

    // The card carries the rating; the catalogue sorts by it.
    const list = (await call('GET', '/api/products?sort=rating&limit=100')).json() as ProductSummary[];
    expect(list[0]).toMatchObject({ id: productId, rating: { average: 4.3, count: 3 } });
    expect(list.at(-1)!.rating).toEqual({ average: null, count: 0 });
    const badSort = await call('GET', '/api/products?sort=stars', undefined, undefined, 'en');
    expect(badSort.statusCode).toBe(400);
    expect(JSON.stringify(badSort.json())).toContain('rating');
    // The aggregate the product page's structured data is made from.
    expect(await reviewSummary(ctx.db, productId)).toMatchObject({ average: 4.3, count: 3 });
    expect(await reviewSummary(ctx.db, randomUUID())).toBeUndefined();
  });

  it('counts one useful vote per account, not the author’s own, and sorts by it', async () => {
    const productId = await newProduct();
    const [a, b, voter, another] = await Promise.all([newBuyer(), newBuyer(), newBuyer(), newBuyer()]);
    for (const buyer of [a, b]) await orderUpTo(buyer, productId, 'delivered');
    const older = (await write(a, productId, GOOD)).json() as OwnReview;
    const newer = (await write(b, productId, { rating: 3, text: 'Correcto para el precio.' })).json() as OwnReview;
    const pendingVote = await call('POST', `/api/reviews/${older.id}/useful`, voter.token);
    expect(pendingVote.statusCode).toBe(404);
    for (const review of [older, newer]) await moderate(review.id, { status: 'approved' });

    const vote = await call('POST', `/api/reviews/${older.id}/useful`, voter.token);
    expect(vote.json()).toEqual({ usefulCount: 1 });
    const again = await call('POST', `/api/reviews/${older.id}/useful`, voter.token, undefined, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'REVIEW_ALREADY_VOTED',
      message: 'You already marked this review as useful',
    });
    expect((await call('POST', `/api/reviews/${older.id}/useful`, a.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/reviews/${older.id}/useful`)).statusCode).toBe(401);
    const twice = await Promise.all([1, 2].map(() => call('POST', `/api/reviews/${older.id}/useful`, another.token)));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    expect((await page(productId)).reviews.map((r) => r.id)).toEqual([newer.id, older.id]);
    const useful = await page(productId, '?sort=useful');
    expect(useful.reviews.map((r) => [r.id, r.usefulCount])).toEqual([
      [older.id, 2],
      [newer.id, 0],
    ]);
    expect((await call('GET', `/api/products/${productId}/reviews?sort=best`)).statusCode).toBe(400);
    expect((await call('GET', `/api/products/${randomUUID()}/reviews`)).statusCode).toBe(404);
  });

  it('keeps the average and count exact while approvals, edits and deletions run at once on two processes', async () => {
    const productId = await newProduct('Producto muy reseñado');
    const buyers: Buyer[] = [];
    for (let i = 0; i < 12; i++) buyers.push(await newBuyer());
    for (const buyer of buyers) await orderUpTo(buyer, productId, 'delivered');
    const reviews: OwnReview[] = [];
    for (const [i, buyer] of buyers.entries())
      reviews.push((await write(buyer, productId, { rating: (i % 5) + 1, text: `Reseña concurrente ${i}.` })).json());
    // Half approved beforehand: the race then edits and deletes approved ones while approving others.
    for (const review of reviews.slice(0, 6)) await moderate(review.id, { status: 'approved' });

    const second = await startSecondProcess(ctx);
    try {
      const apps = [ctx.app, second.app];
      const inject = (i: number, method: Method, url: string, token: string, payload?: object) =>
        apps[i % 2]!.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        });
      const work = reviews.flatMap((review, i) => {
        const approve = () => inject(i, 'PATCH', `/api/admin/reviews/${review.id}`, staff, { status: 'approved' });
        const edit = () =>
          inject(i + 1, 'PUT', `/api/reviews/${review.id}`, buyers[i]!.token, {
            rating: 5,
            text: 'Editada en carrera.',
          });
        const remove = () => inject(i + 1, 'DELETE', `/api/reviews/${review.id}`, buyers[i]!.token);
        // Each review is approved (twice, from both processes) and, for most, edited or deleted at the same time.
        return i % 3 === 0
          ? [approve(), approve(), edit()]
          : i % 3 === 1
            ? [approve(), remove(), approve()]
            : [approve(), approve()];
      });
      const answers = await Promise.all(work);
      for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
    } finally {
      await second.close();
    }
    const { stored, approved } = await figures(productId);
    expect(stored).toEqual(approved);
    const shown = await page(productId);
    expect(shown.summary.count).toBe(approved.count);
    expect(Object.values(shown.summary.distribution).reduce((a, b) => a + b, 0)).toBe(approved.count);
    // Staff approve whatever the edits left pending: every remaining review counts once.
    for (const review of (await call('GET', '/api/admin/reviews', staff)).json() as StaffReview[])
      if (review.productId === productId) await moderate(review.id, { status: 'approved' });
    const end = await figures(productId);
    expect(end.stored).toEqual(end.approved);
    expect(end.stored.count).toBe(
      await ctx.db.kysely
        .selectFrom('reviews')
        .select('id')
        .where('product_id', '=', productId)
        .execute()
        .then((r) => r.length),
    );
  });

  it('keeps staff routes to staff', async () => {
    const buyer = await newBuyer();
    expect((await call('GET', '/api/admin/reviews', buyer.token)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/admin/reviews/${randomUUID()}`, buyer.token, { status: 'approved' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/reviews?status=other', staff)).statusCode).toBe(400);
  });
});
