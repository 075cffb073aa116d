import { SMTPServer } from 'smtp-server';
import { productInputSchema } from '@shop/domain';
import { createProduct } from '../src/modules/products/service';
import { createUser } from '../src/modules/users/service';
import { type TestContext, loginAs } from './context';
import { readMail, type ReadMail } from './mime';

/**
 * A real SMTP server for tests (the smtp-server package) on a free port: every message it
 * accepts is kept, read. `refuse` makes it refuse the next messages with a 451 (a server that is
 * down for a while); `stall` makes it never answer a message's data (a send in progress).
 */
export interface TestSmtp {
  url: string;
  received: (ReadMail & { raw: string })[];
  refuse: number;
  stall: boolean;
  /** Messages whose data arrived while stalling (never answered). */
  stalled: number;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    refuse: 0,
    stall: false,
    stalled: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.stall) {
          state.stalled += 1;
          return;
        }
        if (state.refuse > 0) {
          state.refuse -= 1;
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({ ...readMail(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

let count = 0;

/** A buyer with a password, signed in. */
export async function newBuyer(ctx: TestContext, name = 'Ana Compradora') {
  count += 1;
  const email = `mail-buyer${count}-${Date.now()}@tienda.test`;
  const password = 'Compra1!x';
  const user = await createUser(ctx.db, { name, email, password, role: 'user' });
  return { id: user.id, email, password, token: await loginAs(ctx.app, { email, password }) };
}

export async function newProduct(ctx: TestContext, stock: number, basePrice = 1500.5) {
  const product = await createProduct(
    ctx.db,
    productInputSchema.parse({
      name: 'Auriculares de prueba',
      name_en: 'Test headphones',
      description: 'Para probar correos',
      brand: 'Acme',
      basePrice,
      currency: 'ARS',
      stock,
      category: 'accesorios',
      images: ['/uploads/test/a.webp'],
    }),
  );
  return product.id;
}

export async function outboxRows(ctx: TestContext) {
  return ctx.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
}
