import type { Category, Currency, VariantType } from '@shop/domain';

/**
 * The demo catalogue the API seeds on first start. Specifications are facts
 * about real products; every description and selling point is our own wording.
 * Prices are plausible Argentine retail amounts (a few imported items in USD),
 * and stock is deliberately uneven so "sin stock" and "últimas unidades" show up.
 */

/** What the image drawer (art.ts) knows how to draw. */
export type ArtKind =
  | 'laptop'
  | 'phone'
  | 'tablet'
  | 'monitor'
  | 'monitor-curved'
  | 'headphones'
  | 'mouse'
  | 'keyboard'
  | 'smartwatch'
  | 'smartwatch-round'
  | 'charger'
  | 'charger-multi'
  | 'speaker'
  | 'earbuds'
  | 'webcam';

export interface Component {
  category: string;
  id: string;
  name: string;
  description?: string;
  price?: number;
  /** Processors only: lower is stronger (0 = best in the catalogue's scale, 150 = entry level). */
  ranking?: number;
}

/** An alternative a shopper may pick instead of the shipped component, with its price increment. */
export interface ShopperOption {
  id: string;
  name: string;
  priceIncrement: number;
}

export type FeatureSelection =
  | { selectedComponent: Component; options?: ShopperOption[] }
  | { selectedComponents: Component[]; options?: ShopperOption[] };

/** The features with shopper options offered in some categories. */
function offering(
  features: Record<string, FeatureSelection>,
  options: Record<string, ShopperOption[]>,
): Record<string, FeatureSelection> {
  const offered = { ...features };
  for (const [category, list] of Object.entries(options)) offered[category] = { ...features[category]!, options: list };
  return offered;
}

export interface SeedProduct {
  /** Unique, stable kebab-case key: image file names and deterministic ids derive from it. */
  slug: string;
  /** Days before the seed moment the product was "created"; distinct so 'newest' has a clear order. */
  ageDays: number;
  /** Drawing instructions for the generated product photos (hex colours). */
  art: { kind: ArtKind; body: string; accent: string };
  name: string;
  brand: string;
  category: Category;
  description: string;
  description_en: string;
  basePrice: number;
  currency: Currency;
  stock: number;
  variantType: VariantType;
  specifications: Record<string, string>;
  advantages: string[];
  features: Record<string, FeatureSelection>;
}

// Component builders keep the product list readable and the ids consistent
// across products (two laptops with 16 GB DDR4 share 'ram-16gb-ddr4').
const processor = (id: string, name: string, ranking: number, description: string): Component => ({
  category: 'processor',
  id: `cpu-${id}`,
  name,
  description,
  ranking,
});
const kebab = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const ram = (gb: number, kind: string): Component => ({
  category: 'ram',
  id: kebab(`ram ${gb}gb ${kind}`),
  name: `${gb} GB ${kind}`.trim(),
});
const storage = (size: string, kind: string): Component => ({
  category: 'storage',
  id: kebab(`storage ${size.replace(/\s+/g, '')} ${kind}`),
  name: `${kind} de ${size}`,
});
const graphics = (id: string, name: string, description: string): Component => ({
  category: 'graphics',
  id: `gpu-${id}`,
  name,
  description,
});

function hardware(
  cpu: Component,
  memory: Component,
  disk: Component,
  gpu?: Component,
): Record<string, FeatureSelection> {
  const features: Record<string, FeatureSelection> = {
    processor: { selectedComponent: cpu },
    ram: { selectedComponent: memory },
    storage: { selectedComponent: disk },
  };
  if (gpu) features.graphics = { selectedComponent: gpu };
  return features;
}

// Processors used by more than one product.
const APPLE_M2 = processor(
  'apple-m2',
  'Apple M2',
  24,
  'CPU de 8 núcleos (4 de rendimiento y 4 de eficiencia), GPU integrada y Neural Engine de 16 núcleos',
);
const CORE_ULTRA_7_155H = processor(
  'intel-core-ultra-7-155h',
  'Intel Core Ultra 7 155H',
  18,
  '16 núcleos y 22 hilos, hasta 4,8 GHz, con NPU para tareas de IA',
);
const SNAPDRAGON_8_GEN_3 = processor(
  'snapdragon-8-gen-3',
  'Qualcomm Snapdragon 8 Gen 3',
  32,
  'Octa-core de 4 nm, núcleo principal de hasta 3,3 GHz',
);
const SNAPDRAGON_7S_GEN_2 = processor(
  'snapdragon-7s-gen-2',
  'Qualcomm Snapdragon 7s Gen 2',
  78,
  'Octa-core de 4 nm, hasta 2,4 GHz',
);
const SNAPDRAGON_695 = processor(
  'snapdragon-695',
  'Qualcomm Snapdragon 695 5G',
  100,
  'Octa-core de 6 nm, hasta 2,2 GHz, con módem 5G',
);

export const seedCatalogue: readonly SeedProduct[] = [
  // ─── Laptops ────────────────────────────────────────────────────────────
  {
    slug: 'apple-macbook-air-13-m2',
    ageDays: 120,
    art: { kind: 'laptop', body: '#2f3640', accent: '#5b8def' },
    name: 'Apple MacBook Air 13,6" M2',
    brand: 'Apple',
    category: 'Laptops',
    description:
      'Una notebook finísima y sin ventilador, ideal para estudiar y trabajar en silencio. El chip M2 rinde de sobra para ofimática, edición de fotos y videollamadas, y la batería acompaña toda la jornada.',
    description_en:
      'A very thin, fanless notebook, ideal for studying and working in silence. The M2 chip has power to spare for office work, photo editing and video calls, and the battery lasts the whole day.',
    basePrice: 1_899_999,
    currency: 'ARS',
    stock: 12,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Apple M2, CPU de 8 núcleos y GPU de 8 núcleos',
      ram: '8 GB de memoria unificada',
      storage: 'SSD de 256 GB',
      screen: 'Liquid Retina de 13,6" (2560 × 1664), 500 nits',
      battery: 'Hasta 18 horas de reproducción de video',
      camera: 'FaceTime HD 1080p',
      os: 'macOS',
      weight: '1,24 kg',
      ports: '2 × Thunderbolt / USB 4, MagSafe 3, jack de 3,5 mm',
    },
    advantages: ['Diseño sin ventilador: cero ruido', 'Batería para todo el día', 'Pantalla Liquid Retina muy nítida'],
    // Configurable as Apple sells it: more unified memory, a larger SSD.
    features: offering(hardware(APPLE_M2, ram(8, 'de memoria unificada'), storage('256 GB', 'SSD')), {
      ram: [
        { id: 'ram-16gb-unified', name: '16 GB de memoria unificada', priceIncrement: 400_000 },
        { id: 'ram-24gb-unified', name: '24 GB de memoria unificada', priceIncrement: 800_000 },
      ],
      storage: [
        { id: 'storage-512gb-ssd', name: 'SSD de 512 GB', priceIncrement: 400_000 },
        { id: 'storage-1tb-ssd', name: 'SSD de 1 TB', priceIncrement: 800_000 },
      ],
    }),
  },
  {
    slug: 'apple-macbook-pro-14-m3-pro',
    ageDays: 64,
    art: { kind: 'laptop', body: '#2b2d31', accent: '#8b5cf6' },
    name: 'Apple MacBook Pro 14" M3 Pro',
    brand: 'Apple',
    category: 'Laptops',
    description:
      'Pensada para quienes editan video, programan o producen música de forma profesional. La pantalla XDR muestra HDR con un brillo impresionante y el M3 Pro sostiene el rendimiento aun desenchufada.',
    description_en:
      'Made for people who edit video, write code or produce music professionally. The XDR display shows HDR with striking brightness, and the M3 Pro keeps its performance even on battery.',
    basePrice: 1999,
    currency: 'USD',
    stock: 6,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Apple M3 Pro, CPU de 11 núcleos y GPU de 14 núcleos',
      ram: '18 GB de memoria unificada',
      storage: 'SSD de 512 GB',
      screen: 'Liquid Retina XDR de 14,2" (3024 × 1964), hasta 120 Hz',
      battery: 'Hasta 18 horas de reproducción de video',
      camera: 'FaceTime HD 1080p',
      os: 'macOS',
      weight: '1,61 kg',
      ports: '3 × Thunderbolt 4, HDMI, lector SDXC, MagSafe 3',
    },
    advantages: [
      'Pantalla XDR con HDR real',
      'Rendimiento profesional también a batería',
      'HDMI y lector de tarjetas integrados',
    ],
    features: hardware(
      processor(
        'apple-m3-pro',
        'Apple M3 Pro (11 núcleos)',
        6,
        'CPU de 11 núcleos (5 de rendimiento y 6 de eficiencia) y GPU de 14 núcleos',
      ),
      ram(18, 'de memoria unificada'),
      storage('512 GB', 'SSD'),
    ),
  },
  {
    slug: 'lenovo-ideapad-slim-3-15-ryzen-5',
    ageDays: 201,
    art: { kind: 'laptop', body: '#a7adb5', accent: '#14b8a6' },
    name: 'Lenovo IdeaPad Slim 3 15" Ryzen 5 7530U',
    brand: 'Lenovo',
    category: 'Laptops',
    description:
      'Una notebook equilibrada para el hogar y la facultad, con pantalla grande y teclado numérico. La cámara tiene tapa de privacidad y el SSD hace que todo arranque en segundos.',
    description_en:
      'A balanced notebook for home and university, with a large screen and a numeric keypad. The camera has a privacy shutter and the SSD makes everything start in seconds.',
    basePrice: 1_549_999,
    currency: 'ARS',
    stock: 25,
    variantType: 'MODEL',
    specifications: {
      processor: 'AMD Ryzen 5 7530U (6 núcleos, 12 hilos, hasta 4,5 GHz)',
      ram: '8 GB DDR4 3200 MHz',
      storage: 'SSD NVMe de 512 GB',
      screen: '15,6" Full HD (1920 × 1080) IPS',
      battery: 'Batería de 47 Wh',
      camera: '720p con obturador de privacidad',
      os: 'Windows 11 Home',
      weight: '1,62 kg',
    },
    advantages: ['Teclado numérico completo', 'Tapa física para la cámara', 'Muy buena relación precio-rendimiento'],
    features: hardware(
      processor('amd-ryzen-5-7530u', 'AMD Ryzen 5 7530U', 52, '6 núcleos y 12 hilos, hasta 4,5 GHz'),
      ram(8, 'DDR4'),
      storage('512 GB', 'SSD NVMe'),
    ),
  },
  {
    slug: 'lenovo-thinkpad-e14-gen-5-i7',
    ageDays: 88,
    art: { kind: 'laptop', body: '#25272b', accent: '#e11d48' },
    name: 'Lenovo ThinkPad E14 Gen 5 Core i7',
    brand: 'Lenovo',
    category: 'Laptops',
    description:
      'La ThinkPad para pymes y profesionales independientes: teclado cómodo para escribir horas, chasis resistente y pantalla 16:10 que muestra más líneas de texto. Incluye Windows 11 Pro.',
    description_en:
      'The ThinkPad for small businesses and freelancers: a keyboard comfortable for hours of typing, a sturdy chassis and a 16:10 screen that shows more lines of text. Ships with Windows 11 Pro.',
    basePrice: 2_349_999,
    currency: 'ARS',
    stock: 9,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Intel Core i7-1355U (10 núcleos, hasta 5,0 GHz)',
      ram: '16 GB DDR4 3200 MHz',
      storage: 'SSD NVMe de 512 GB',
      screen: '14" WUXGA (1920 × 1200) IPS antirreflejo',
      battery: 'Batería de 57 Wh',
      camera: '1080p con tapa ThinkShutter',
      os: 'Windows 11 Pro',
      weight: '1,41 kg',
    },
    advantages: ['Teclado ThinkPad de referencia', 'Pantalla 16:10 antirreflejo', 'Windows 11 Pro incluido'],
    features: hardware(
      processor(
        'intel-core-i7-1355u',
        'Intel Core i7-1355U',
        38,
        '10 núcleos (2 de rendimiento y 8 de eficiencia), hasta 5,0 GHz',
      ),
      ram(16, 'DDR4'),
      storage('512 GB', 'SSD NVMe'),
    ),
  },
  {
    slug: 'dell-inspiron-15-3520-i5',
    ageDays: 245,
    art: { kind: 'laptop', body: '#1f2937', accent: '#0ea5e9' },
    name: 'Dell Inspiron 15 3520 Core i5',
    brand: 'Dell',
    category: 'Laptops',
    description:
      'Notebook de 15,6" con pantalla de 120 Hz, algo poco habitual en su rango de precio, que hace más fluido el desplazamiento. Una opción confiable para la oficina en casa.',
    description_en:
      'A 15.6" notebook with a 120 Hz screen, unusual in its price range, which makes scrolling smoother. A dependable choice for the home office.',
    basePrice: 1_619_999,
    currency: 'ARS',
    stock: 0,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Intel Core i5-1235U (10 núcleos, hasta 4,4 GHz)',
      ram: '8 GB DDR4',
      storage: 'SSD de 512 GB',
      screen: '15,6" Full HD (1920 × 1080) a 120 Hz',
      battery: 'Batería de 41 Wh',
      camera: '720p',
      os: 'Windows 11 Home',
      weight: '1,65 kg',
    },
    advantages: ['Pantalla de 120 Hz', 'Teclado numérico', 'Ampliable hasta 16 GB de RAM'],
    features: hardware(
      processor(
        'intel-core-i5-1235u',
        'Intel Core i5-1235U',
        55,
        '10 núcleos (2 de rendimiento y 8 de eficiencia), hasta 4,4 GHz',
      ),
      ram(8, 'DDR4'),
      storage('512 GB', 'SSD'),
    ),
  },
  {
    slug: 'dell-xps-13-9340',
    ageDays: 37,
    art: { kind: 'laptop', body: '#cfd3d8', accent: '#06b6d4' },
    name: 'Dell XPS 13 9340 Core Ultra 7',
    brand: 'Dell',
    category: 'Laptops',
    description:
      'Aluminio mecanizado, bordes mínimos y un teclado de borde a borde: la XPS 13 es de las ultraportátiles más compactas. El Core Ultra suma un NPU para efectos de IA sin gastar batería.',
    description_en:
      'Machined aluminium, minimal bezels and an edge-to-edge keyboard: the XPS 13 is one of the most compact ultraportables. The Core Ultra adds an NPU for AI effects without draining the battery.',
    basePrice: 1399,
    currency: 'USD',
    stock: 7,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Intel Core Ultra 7 155H (16 núcleos, hasta 4,8 GHz)',
      ram: '16 GB LPDDR5x 7467 MHz',
      storage: 'SSD de 512 GB',
      screen: '13,4" FHD+ (1920 × 1200) a 120 Hz',
      battery: 'Batería de 55 Wh',
      camera: 'FHD con sensor infrarrojo para Windows Hello',
      os: 'Windows 11 Home',
      weight: '1,19 kg',
    },
    advantages: ['Menos de 1,2 kg', 'Inicio de sesión con reconocimiento facial', 'NPU para funciones de IA'],
    features: hardware(CORE_ULTRA_7_155H, ram(16, 'LPDDR5x'), storage('512 GB', 'SSD')),
  },
  {
    slug: 'hp-pavilion-15-i7',
    ageDays: 156,
    art: { kind: 'laptop', body: '#c8ccd2', accent: '#f59e0b' },
    name: 'HP Pavilion 15 Core i7',
    brand: 'HP',
    category: 'Laptops',
    description:
      'Una notebook de uso general con 16 GB de RAM para tener muchas pestañas y programas abiertos a la vez. El sonido afinado por B&O la hace buena también para series y música.',
    description_en:
      'An all-round notebook with 16 GB of RAM to keep many tabs and programs open at once. Sound tuned by B&O makes it good for series and music too.',
    basePrice: 1_899_999,
    currency: 'ARS',
    stock: 14,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Intel Core i7-1255U (10 núcleos, hasta 4,7 GHz)',
      ram: '16 GB DDR4',
      storage: 'SSD de 512 GB',
      screen: '15,6" Full HD (1920 × 1080) IPS',
      battery: 'Batería de 41 Wh con carga rápida',
      camera: 'HP Wide Vision 720p',
      os: 'Windows 11 Home',
      weight: '1,74 kg',
    },
    advantages: ['16 GB de RAM de fábrica', 'Audio afinado por B&O', 'Carga rápida: 50 % en unos 45 minutos'],
    features: hardware(
      processor(
        'intel-core-i7-1255u',
        'Intel Core i7-1255U',
        42,
        '10 núcleos (2 de rendimiento y 8 de eficiencia), hasta 4,7 GHz',
      ),
      ram(16, 'DDR4'),
      storage('512 GB', 'SSD'),
    ),
  },
  {
    slug: 'hp-victus-15-ryzen-5-rtx-2050',
    ageDays: 97,
    art: { kind: 'laptop', body: '#2a3547', accent: '#22c55e' },
    name: 'HP Victus 15 Ryzen 5 RTX 2050',
    brand: 'HP',
    category: 'Laptops',
    description:
      'Una puerta de entrada al gaming en notebook: placa de video dedicada y pantalla de 144 Hz para jugar títulos competitivos con fluidez. También sirve para diseño y edición ligera.',
    description_en:
      'An entry ticket to laptop gaming: a dedicated graphics card and a 144 Hz screen for smooth competitive play. It also handles design work and light editing.',
    basePrice: 2_099_999,
    currency: 'ARS',
    stock: 11,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'AMD Ryzen 5 7535HS (6 núcleos, hasta 4,55 GHz)',
      graphics: 'NVIDIA GeForce RTX 2050 de 4 GB',
      ram: '8 GB DDR5',
      storage: 'SSD NVMe de 512 GB',
      screen: '15,6" Full HD (1920 × 1080) IPS a 144 Hz',
      battery: 'Batería de 52,5 Wh',
      os: 'Windows 11 Home',
      weight: '2,29 kg',
    },
    advantages: ['Pantalla de 144 Hz', 'Gráficos NVIDIA dedicados', 'RAM DDR5 ampliable'],
    features: hardware(
      processor('amd-ryzen-5-7535hs', 'AMD Ryzen 5 7535HS', 40, '6 núcleos y 12 hilos, hasta 4,55 GHz'),
      ram(8, 'DDR5'),
      storage('512 GB', 'SSD NVMe'),
      graphics('rtx-2050', 'NVIDIA GeForce RTX 2050', '4 GB GDDR6'),
    ),
  },
  {
    slug: 'asus-zenbook-14-oled-ux3405',
    ageDays: 29,
    art: { kind: 'laptop', body: '#3b4b6b', accent: '#60a5fa' },
    name: 'ASUS Zenbook 14 OLED UX3405 Core Ultra 7',
    brand: 'ASUS',
    category: 'Laptops',
    description:
      'Pantalla OLED 3K con negros perfectos y colores intensos en un equipo de apenas 1,2 kg. La batería de 75 Wh es de las más grandes de su tamaño.',
    description_en:
      'A 3K OLED screen with perfect blacks and vivid colours in a machine of barely 1.2 kg. Its 75 Wh battery is among the largest at this size.',
    basePrice: 3_199_999,
    currency: 'ARS',
    stock: 8,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Intel Core Ultra 7 155H (16 núcleos, hasta 4,8 GHz)',
      ram: '16 GB LPDDR5X',
      storage: 'SSD de 1 TB',
      screen: '14" OLED 3K (2880 × 1800) a 120 Hz',
      battery: 'Batería de 75 Wh',
      camera: 'FHD con sensor infrarrojo',
      os: 'Windows 11 Home',
      weight: '1,2 kg',
    },
    advantages: ['Pantalla OLED 3K a 120 Hz', 'Batería de 75 Wh', '1 TB de almacenamiento'],
    features: hardware(CORE_ULTRA_7_155H, ram(16, 'LPDDR5X'), storage('1 TB', 'SSD')),
  },
  {
    slug: 'asus-rog-strix-g16-rtx-4060',
    ageDays: 12,
    art: { kind: 'laptop', body: '#1c1f26', accent: '#ef4444' },
    name: 'ASUS ROG Strix G16 Core i7 RTX 4060',
    brand: 'ASUS',
    category: 'Laptops',
    description:
      'Notebook gamer de 16" con RTX 4060 y pantalla de 165 Hz para jugar títulos actuales en calidad alta. La refrigeración por cámara de vapor mantiene las temperaturas a raya en sesiones largas.',
    description_en:
      'A 16" gaming notebook with an RTX 4060 and a 165 Hz screen for current games at high settings. Vapour-chamber cooling keeps temperatures in check during long sessions.',
    basePrice: 3_849_999,
    currency: 'ARS',
    stock: 2,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Intel Core i7-13650HX (14 núcleos, hasta 4,9 GHz)',
      graphics: 'NVIDIA GeForce RTX 4060 de 8 GB',
      ram: '16 GB DDR5 4800 MHz',
      storage: 'SSD PCIe 4.0 de 512 GB',
      screen: '16" FHD+ (1920 × 1200) a 165 Hz',
      battery: 'Batería de 90 Wh',
      os: 'Windows 11 Home',
      weight: '2,5 kg',
    },
    advantages: ['RTX 4060 con DLSS 3', 'Pantalla de 165 Hz', 'Iluminación RGB por zonas'],
    features: hardware(
      processor(
        'intel-core-i7-13650hx',
        'Intel Core i7-13650HX',
        12,
        '14 núcleos (6 de rendimiento y 8 de eficiencia), hasta 4,9 GHz',
      ),
      ram(16, 'DDR5'),
      storage('512 GB', 'SSD PCIe 4.0'),
      graphics('rtx-4060-laptop', 'NVIDIA GeForce RTX 4060', '8 GB GDDR6'),
    ),
  },

  // ─── Smartphones ────────────────────────────────────────────────────────
  {
    slug: 'apple-iphone-15-128',
    ageDays: 75,
    art: { kind: 'phone', body: '#cfdde6', accent: '#3b82f6' },
    name: 'Apple iPhone 15 128 GB',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'El iPhone 15 suma la Dynamic Island y una cámara principal de 48 MP que saca retratos muy detallados. Ahora carga por USB-C, el mismo cable que la notebook.',
    description_en:
      'The iPhone 15 gains the Dynamic Island and a 48 MP main camera that takes very detailed portraits. It now charges over USB-C, the same cable as your laptop.',
    basePrice: 1_899_999,
    currency: 'ARS',
    stock: 18,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Apple A16 Bionic',
      ram: '6 GB',
      storage: '128 GB',
      screen: 'Super Retina XDR OLED de 6,1" (2556 × 1179)',
      battery: 'Hasta 20 horas de reproducción de video',
      camera: 'Principal de 48 MP + ultra gran angular de 12 MP; frontal de 12 MP',
      os: 'iOS 17',
      connector: 'USB-C',
    },
    advantages: ['Cámara principal de 48 MP', 'Dynamic Island', 'Conector USB-C'],
    features: hardware(
      processor('apple-a16', 'Apple A16 Bionic', 40, 'CPU de 6 núcleos y GPU de 5 núcleos'),
      ram(6, ''),
      storage('128 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'apple-iphone-15-pro-max-256',
    ageDays: 70,
    art: { kind: 'phone', body: '#bab3a9', accent: '#a78bfa' },
    name: 'Apple iPhone 15 Pro Max 256 GB',
    brand: 'Apple',
    category: 'Smartphones',
    description:
      'Cuerpo de titanio, más liviano que el modelo anterior, y un teleobjetivo 5x que acerca lo lejano sin perder nitidez. El chip A17 Pro mueve juegos de consola con trazado de rayos.',
    description_en:
      'A titanium body, lighter than the previous model, and a 5x telephoto lens that brings distant subjects close without losing sharpness. The A17 Pro chip runs console games with ray tracing.',
    basePrice: 1199,
    currency: 'USD',
    stock: 2,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Apple A17 Pro',
      ram: '8 GB',
      storage: '256 GB',
      screen: 'Super Retina XDR de 6,7" con ProMotion hasta 120 Hz (2796 × 1290)',
      battery: 'Hasta 29 horas de reproducción de video',
      camera: 'Principal de 48 MP + ultra gran angular de 12 MP + teleobjetivo 5x de 12 MP',
      os: 'iOS 17',
      connector: 'USB-C (USB 3)',
      material: 'Titanio',
    },
    advantages: ['Teleobjetivo 5x', 'Diseño de titanio', 'Botón de Acción configurable'],
    features: hardware(
      processor('apple-a17-pro', 'Apple A17 Pro', 30, 'CPU de 6 núcleos y GPU de 6 núcleos con trazado de rayos'),
      ram(8, ''),
      storage('256 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'samsung-galaxy-s24-ultra-256',
    ageDays: 45,
    art: { kind: 'phone', body: '#3d3e44', accent: '#eab308' },
    name: 'Samsung Galaxy S24 Ultra 256 GB',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'El tope de gama de Samsung, con S Pen integrado y un zoom óptico 5x que permite fotos de conciertos y paisajes lejanos. Galaxy AI traduce llamadas y resume textos en el propio equipo.',
    description_en:
      "Samsung's flagship, with a built-in S Pen and 5x optical zoom for concert shots and distant landscapes. Galaxy AI translates calls and summarises texts on the device itself.",
    basePrice: 2_499_999,
    currency: 'ARS',
    stock: 10,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Snapdragon 8 Gen 3 for Galaxy',
      ram: '12 GB',
      storage: '256 GB',
      screen: 'Dynamic AMOLED 2X de 6,8" QHD+ a 120 Hz',
      battery: '5000 mAh con carga rápida de 45 W',
      camera: '200 MP + ultra gran angular 12 MP + teleobjetivo 3x 10 MP + teleobjetivo 5x 50 MP; frontal de 12 MP',
      os: 'Android 14 con One UI 6.1',
      extra: 'S Pen integrado',
    },
    advantages: ['Cámara de 200 MP con zoom 5x', 'S Pen incluido', 'Funciones Galaxy AI', '7 años de actualizaciones'],
    features: hardware(SNAPDRAGON_8_GEN_3, ram(12, ''), storage('256 GB', 'Almacenamiento')),
  },
  {
    slug: 'samsung-galaxy-a55-5g-256',
    ageDays: 52,
    art: { kind: 'phone', body: '#b9c8e8', accent: '#6366f1' },
    name: 'Samsung Galaxy A55 5G 256 GB',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'Un gama media con terminaciones premium: marco de metal, dorso de vidrio y resistencia al agua IP67. La pantalla AMOLED de 120 Hz se ve muy bien incluso al sol.',
    description_en:
      'A mid-ranger with premium touches: a metal frame, a glass back and IP67 water resistance. The 120 Hz AMOLED screen looks great even in sunlight.',
    basePrice: 899_999,
    currency: 'ARS',
    stock: 30,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Samsung Exynos 1480',
      ram: '8 GB',
      storage: '256 GB',
      screen: 'Super AMOLED de 6,6" FHD+ a 120 Hz',
      battery: '5000 mAh con carga de 25 W',
      camera: '50 MP con estabilización óptica + ultra gran angular 12 MP + macro 5 MP; frontal de 32 MP',
      os: 'Android 14 con One UI 6.1',
      protection: 'IP67',
    },
    advantages: ['Resistente al agua IP67', 'Pantalla AMOLED de 120 Hz', 'Cámara con estabilización óptica'],
    features: hardware(
      processor('exynos-1480', 'Samsung Exynos 1480', 70, 'Octa-core de 4 nm, hasta 2,75 GHz'),
      ram(8, ''),
      storage('256 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'samsung-galaxy-a15-128',
    ageDays: 160,
    art: { kind: 'phone', body: '#2d3a5a', accent: '#38bdf8' },
    name: 'Samsung Galaxy A15 128 GB',
    brand: 'Samsung',
    category: 'Smartphones',
    description:
      'Un celular accesible con pantalla Super AMOLED, algo que pocos ofrecen a este precio. La batería de 5000 mAh aguanta un día largo de redes y mensajes.',
    description_en:
      'An affordable phone with a Super AMOLED screen, something few offer at this price. The 5000 mAh battery survives a long day of social media and messaging.',
    basePrice: 349_999,
    currency: 'ARS',
    stock: 45,
    variantType: 'MODEL',
    specifications: {
      processor: 'MediaTek Helio G99',
      ram: '4 GB',
      storage: '128 GB, ampliable con microSD',
      screen: 'Super AMOLED de 6,5" FHD+ a 90 Hz',
      battery: '5000 mAh con carga de 25 W',
      camera: '50 MP + ultra gran angular 5 MP + macro 2 MP; frontal de 13 MP',
      os: 'Android 14 con One UI',
    },
    advantages: ['Pantalla AMOLED', 'Batería de 5000 mAh', 'Memoria ampliable'],
    features: hardware(
      processor('helio-g99', 'MediaTek Helio G99', 110, 'Octa-core de 6 nm, hasta 2,2 GHz'),
      ram(4, ''),
      storage('128 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'xiaomi-redmi-note-13-pro-5g',
    ageDays: 110,
    art: { kind: 'phone', body: '#b7a6e8', accent: '#7c3aed' },
    name: 'Xiaomi Redmi Note 13 Pro 5G 256 GB',
    brand: 'Xiaomi',
    category: 'Smartphones',
    description:
      'Cámara de 200 MP, pantalla AMOLED 1,5K y carga de 67 W que llena la batería en menos de una hora. Mucho teléfono por su precio.',
    description_en:
      'A 200 MP camera, a 1.5K AMOLED screen and 67 W charging that fills the battery in under an hour. A lot of phone for the price.',
    basePrice: 749_999,
    currency: 'ARS',
    stock: 22,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Qualcomm Snapdragon 7s Gen 2',
      ram: '8 GB',
      storage: '256 GB',
      screen: 'AMOLED de 6,67" 1,5K (2712 × 1220) a 120 Hz',
      battery: '5100 mAh con carga turbo de 67 W',
      camera: '200 MP con estabilización óptica + ultra gran angular 8 MP + macro 2 MP; frontal de 16 MP',
      os: 'Android 13 con MIUI 14',
    },
    advantages: ['Cámara de 200 MP', 'Carga de 67 W', 'Pantalla 1,5K'],
    features: hardware(SNAPDRAGON_7S_GEN_2, ram(8, ''), storage('256 GB', 'Almacenamiento')),
  },
  {
    slug: 'xiaomi-14-512',
    ageDays: 58,
    art: { kind: 'phone', body: '#a9c7b4', accent: '#10b981' },
    name: 'Xiaomi 14 512 GB',
    brand: 'Xiaomi',
    category: 'Smartphones',
    description:
      'Un tope de gama compacto con tres cámaras de 50 MP desarrolladas junto a Leica. Cabe cómodo en una mano y carga a 90 W.',
    description_en:
      'A compact flagship with three 50 MP cameras co-developed with Leica. It sits comfortably in one hand and charges at 90 W.',
    basePrice: 1_799_999,
    currency: 'ARS',
    stock: 5,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Qualcomm Snapdragon 8 Gen 3',
      ram: '12 GB',
      storage: '512 GB',
      screen: 'AMOLED LTPO de 6,36" 1,5K a 120 Hz',
      battery: '4610 mAh, carga de 90 W por cable y 50 W inalámbrica',
      camera: 'Leica: principal 50 MP + teleobjetivo 50 MP + ultra gran angular 50 MP; frontal de 32 MP',
      os: 'Xiaomi HyperOS (Android 14)',
    },
    advantages: ['Triple cámara Leica de 50 MP', 'Tamaño compacto', 'Carga inalámbrica de 50 W'],
    features: hardware(SNAPDRAGON_8_GEN_3, ram(12, ''), storage('512 GB', 'Almacenamiento')),
  },
  {
    slug: 'motorola-edge-50-fusion',
    ageDays: 19,
    art: { kind: 'phone', body: '#23425f', accent: '#f472b6' },
    name: 'Motorola Edge 50 Fusion 256 GB',
    brand: 'Motorola',
    category: 'Smartphones',
    description:
      'Pantalla curva pOLED de 144 Hz, dorso con acabado vegano y certificación IP68. La cámara con sensor Sony LYTIA saca buenas fotos de noche.',
    description_en:
      'A curved 144 Hz pOLED screen, a vegan-leather finish on the back and IP68 certification. The camera with a Sony LYTIA sensor takes good night shots.',
    basePrice: 699_999,
    currency: 'ARS',
    stock: 16,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Qualcomm Snapdragon 7s Gen 2',
      ram: '8 GB',
      storage: '256 GB',
      screen: 'pOLED curva de 6,7" FHD+ a 144 Hz',
      battery: '5000 mAh con carga TurboPower de 68 W',
      camera: '50 MP Sony LYTIA 700C con estabilización óptica + ultra gran angular 13 MP; frontal de 32 MP',
      os: 'Android 14',
      protection: 'IP68',
    },
    advantages: ['Pantalla curva de 144 Hz', 'Resistente al agua IP68', 'Carga de 68 W'],
    features: hardware(SNAPDRAGON_7S_GEN_2, ram(8, ''), storage('256 GB', 'Almacenamiento')),
  },
  {
    slug: 'motorola-moto-g84-5g',
    ageDays: 188,
    art: { kind: 'phone', body: '#be3455', accent: '#fb7185' },
    name: 'Motorola Moto G84 5G 256 GB',
    brand: 'Motorola',
    category: 'Smartphones',
    description:
      'Un gama media con 5G, pantalla pOLED de 120 Hz y parlantes estéreo con Dolby Atmos. Sus 256 GB alcanzan para fotos, música y apps sin preocuparse.',
    description_en:
      'A 5G mid-ranger with a 120 Hz pOLED screen and stereo speakers with Dolby Atmos. Its 256 GB holds photos, music and apps without worry.',
    basePrice: 449_999,
    currency: 'ARS',
    stock: 0,
    variantType: 'MODEL',
    specifications: {
      processor: 'Qualcomm Snapdragon 695 5G',
      ram: '8 GB',
      storage: '256 GB',
      screen: 'pOLED de 6,55" FHD+ a 120 Hz',
      battery: '5000 mAh con carga de 30 W',
      camera: '50 MP con estabilización óptica + ultra gran angular 8 MP; frontal de 16 MP',
      os: 'Android 13',
    },
    advantages: ['Conectividad 5G', 'Parlantes estéreo con Dolby Atmos', '256 GB de almacenamiento'],
    features: hardware(SNAPDRAGON_695, ram(8, ''), storage('256 GB', 'Almacenamiento')),
  },
  {
    slug: 'google-pixel-8-128',
    ageDays: 83,
    art: { kind: 'phone', body: '#f2d6cf', accent: '#fb923c' },
    name: 'Google Pixel 8 128 GB',
    brand: 'Google',
    category: 'Smartphones',
    description:
      'La fotografía computacional de Google en un tamaño cómodo: el Borrador Mágico y el Mejor Rostro arreglan fotos en segundos. Recibe siete años de actualizaciones de sistema.',
    description_en:
      "Google's computational photography in a comfortable size: Magic Eraser and Best Take fix photos in seconds. It gets seven years of system updates.",
    basePrice: 699,
    currency: 'USD',
    stock: 7,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Google Tensor G3',
      ram: '8 GB',
      storage: '128 GB',
      screen: 'Actua OLED de 6,2" (2400 × 1080) a 120 Hz',
      battery: '4575 mAh con carga inalámbrica',
      camera: '50 MP + ultra gran angular 12 MP; frontal de 10,5 MP',
      os: 'Android 14',
    },
    advantages: ['Edición de fotos con IA', '7 años de actualizaciones', 'Tamaño cómodo para una mano'],
    features: hardware(
      processor('google-tensor-g3', 'Google Tensor G3', 48, 'Nueve núcleos, diseñado para tareas de IA en el equipo'),
      ram(8, ''),
      storage('128 GB', 'Almacenamiento'),
    ),
  },

  // ─── Tablets ────────────────────────────────────────────────────────────
  {
    slug: 'apple-ipad-10-64',
    ageDays: 230,
    art: { kind: 'tablet', body: '#efc6cd', accent: '#ec4899' },
    name: 'Apple iPad 10.ª generación 64 GB Wi-Fi',
    brand: 'Apple',
    category: 'Tablets',
    description:
      'El iPad de todos los días, con pantalla de 10,9" y la cámara frontal en el borde horizontal, justo donde hace falta para las videollamadas. Carga por USB-C.',
    description_en:
      'The everyday iPad, with a 10.9" screen and the front camera on the landscape edge, exactly where video calls need it. Charges over USB-C.',
    basePrice: 899_999,
    currency: 'ARS',
    stock: 20,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Apple A14 Bionic',
      ram: '4 GB',
      storage: '64 GB',
      screen: 'Liquid Retina de 10,9" (2360 × 1640)',
      battery: 'Hasta 10 horas navegando por Wi-Fi',
      camera: 'Trasera de 12 MP; frontal horizontal de 12 MP',
      os: 'iPadOS',
      unlock: 'Touch ID en el botón superior',
    },
    advantages: ['Cámara frontal horizontal', 'Conector USB-C', 'Touch ID'],
    features: hardware(
      processor('apple-a14', 'Apple A14 Bionic', 60, 'CPU de 6 núcleos y GPU de 4 núcleos'),
      ram(4, ''),
      storage('64 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'apple-ipad-air-11-m2',
    ageDays: 33,
    art: { kind: 'tablet', body: '#b9b6d6', accent: '#8b5cf6' },
    name: 'Apple iPad Air 11" M2 128 GB',
    brand: 'Apple',
    category: 'Tablets',
    description:
      'El chip M2 de las notebooks, ahora en una tablet liviana. Compatible con el Apple Pencil Pro, es ideal para tomar apuntes, dibujar o editar fotos en cualquier lugar.',
    description_en:
      'The M2 laptop chip, now in a light tablet. Compatible with Apple Pencil Pro, it is ideal for taking notes, drawing or editing photos anywhere.',
    basePrice: 1_449_999,
    currency: 'ARS',
    stock: 9,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Apple M2',
      ram: '8 GB',
      storage: '128 GB',
      screen: 'Liquid Retina de 11" (2360 × 1640)',
      battery: 'Hasta 10 horas navegando por Wi-Fi',
      camera: 'Trasera de 12 MP; frontal horizontal de 12 MP',
      os: 'iPadOS 17',
    },
    advantages: ['Chip M2 de nivel notebook', 'Compatible con Apple Pencil Pro', 'Diseño liviano'],
    features: hardware(APPLE_M2, ram(8, ''), storage('128 GB', 'Almacenamiento')),
  },
  {
    slug: 'apple-ipad-pro-11-m4',
    ageDays: 21,
    art: { kind: 'tablet', body: '#3b3b3f', accent: '#22d3ee' },
    name: 'Apple iPad Pro 11" M4 256 GB',
    brand: 'Apple',
    category: 'Tablets',
    description:
      'El iPad más delgado hasta ahora, con pantalla OLED en tándem de brillo altísimo y el chip M4. Una herramienta profesional para ilustración, video y música.',
    description_en:
      'The thinnest iPad yet, with a very bright tandem OLED display and the M4 chip. A professional tool for illustration, video and music.',
    basePrice: 999,
    currency: 'USD',
    stock: 3,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Apple M4 (CPU de 9 núcleos)',
      ram: '8 GB',
      storage: '256 GB',
      screen: 'Ultra Retina XDR OLED en tándem de 11" (2420 × 1668) con ProMotion',
      battery: 'Hasta 10 horas navegando por Wi-Fi',
      camera: 'Trasera de 12 MP; frontal horizontal de 12 MP',
      os: 'iPadOS 17',
      thickness: '5,3 mm',
      unlock: 'Face ID',
    },
    advantages: ['Pantalla OLED en tándem', 'Chip M4', 'Apenas 5,3 mm de espesor'],
    features: hardware(
      processor(
        'apple-m4-9c',
        'Apple M4 (9 núcleos)',
        10,
        'CPU de 9 núcleos (3 de rendimiento y 6 de eficiencia) y GPU de 10 núcleos',
      ),
      ram(8, ''),
      storage('256 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'samsung-galaxy-tab-s9-fe',
    ageDays: 140,
    art: { kind: 'tablet', body: '#a5b8a0', accent: '#34d399' },
    name: 'Samsung Galaxy Tab S9 FE 128 GB',
    brand: 'Samsung',
    category: 'Tablets',
    description:
      'Tablet resistente al agua IP68 que trae el S Pen en la caja, lista para tomar notas desde el primer día. La batería de 8000 mAh rinde para varias jornadas de estudio.',
    description_en:
      'An IP68 water-resistant tablet with the S Pen in the box, ready for note-taking from day one. The 8000 mAh battery lasts several days of study.',
    basePrice: 749_999,
    currency: 'ARS',
    stock: 13,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Samsung Exynos 1380',
      ram: '6 GB',
      storage: '128 GB, ampliable con microSD',
      screen: '10,9" (2304 × 1440) a 90 Hz',
      battery: '8000 mAh con carga de 45 W',
      camera: 'Trasera de 8 MP; frontal ultra gran angular de 12 MP',
      os: 'Android 13 con One UI',
      protection: 'IP68',
      extra: 'S Pen incluido',
    },
    advantages: ['S Pen incluido', 'Resistente al agua IP68', 'Batería de 8000 mAh'],
    features: hardware(
      processor('exynos-1380', 'Samsung Exynos 1380', 82, 'Octa-core de 5 nm, hasta 2,4 GHz'),
      ram(6, ''),
      storage('128 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'samsung-galaxy-tab-a9-plus',
    ageDays: 175,
    art: { kind: 'tablet', body: '#5f6368', accent: '#818cf8' },
    name: 'Samsung Galaxy Tab A9+ 64 GB',
    brand: 'Samsung',
    category: 'Tablets',
    description:
      'Una tablet familiar de 11" con cuatro parlantes, perfecta para series, clases virtuales y juegos casuales. Su precio la hace ideal como primera tablet.',
    description_en:
      'An 11" family tablet with four speakers, perfect for series, online classes and casual games. Its price makes it an ideal first tablet.',
    basePrice: 399_999,
    currency: 'ARS',
    stock: 28,
    variantType: 'MODEL',
    specifications: {
      processor: 'Qualcomm Snapdragon 695',
      ram: '4 GB',
      storage: '64 GB, ampliable con microSD',
      screen: '11" (1920 × 1200) a 90 Hz',
      battery: '7040 mAh',
      camera: 'Trasera de 8 MP; frontal de 5 MP',
      os: 'Android 13 con One UI',
      audio: 'Cuatro parlantes con Dolby Atmos',
    },
    advantages: ['Cuatro parlantes', 'Pantalla de 11" a 90 Hz', 'Precio accesible'],
    features: hardware(SNAPDRAGON_695, ram(4, ''), storage('64 GB', 'Almacenamiento')),
  },
  {
    slug: 'lenovo-tab-p12',
    ageDays: 133,
    art: { kind: 'tablet', body: '#7d8a94', accent: '#f97316' },
    name: 'Lenovo Tab P12 128 GB',
    brand: 'Lenovo',
    category: 'Tablets',
    description:
      'Pantalla 3K de 12,7" con espacio de sobra para dos apps lado a lado. Trae el lápiz Tab Pen Plus y parlantes JBL para disfrutar películas.',
    description_en:
      'A 12.7" 3K screen with plenty of room for two apps side by side. It comes with the Tab Pen Plus stylus and JBL speakers for enjoying films.',
    basePrice: 629_999,
    currency: 'ARS',
    stock: 10,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'MediaTek Dimensity 7050',
      ram: '8 GB',
      storage: '128 GB, ampliable con microSD',
      screen: '12,7" 3K (2944 × 1840)',
      battery: '10.200 mAh',
      camera: 'Trasera de 8 MP; frontal ultra gran angular de 13 MP',
      os: 'Android 13',
      audio: 'Cuatro parlantes JBL con Dolby Atmos',
      extra: 'Lápiz Tab Pen Plus incluido',
    },
    advantages: ['Pantalla 3K de 12,7"', 'Lápiz incluido', 'Batería de 10.200 mAh'],
    features: hardware(
      processor('dimensity-7050', 'MediaTek Dimensity 7050', 80, 'Octa-core de 6 nm, hasta 2,6 GHz'),
      ram(8, ''),
      storage('128 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'xiaomi-redmi-pad-se',
    ageDays: 210,
    art: { kind: 'tablet', body: '#8b95a6', accent: '#2dd4bf' },
    name: 'Xiaomi Redmi Pad SE 128 GB',
    brand: 'Xiaomi',
    category: 'Tablets',
    description:
      'Cuerpo de aluminio, pantalla de 11" a 90 Hz y cuatro parlantes por un precio muy contenido. Rinde bien para estudiar, leer y ver videos.',
    description_en:
      'An aluminium body, an 11" 90 Hz screen and four speakers for a very modest price. It does well for studying, reading and watching videos.',
    basePrice: 299_999,
    currency: 'ARS',
    stock: 3,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Qualcomm Snapdragon 680',
      ram: '4 GB',
      storage: '128 GB, ampliable con microSD',
      screen: '11" FHD+ (1920 × 1200) a 90 Hz',
      battery: '8000 mAh',
      camera: 'Trasera de 8 MP; frontal de 5 MP',
      os: 'MIUI Pad 14 (Android 13)',
      audio: 'Cuatro parlantes con Dolby Atmos',
    },
    advantages: ['Cuerpo de aluminio', 'Cuatro parlantes', 'Gran autonomía'],
    features: hardware(
      processor('snapdragon-680', 'Qualcomm Snapdragon 680', 120, 'Octa-core de 6 nm, hasta 2,4 GHz'),
      ram(4, ''),
      storage('128 GB', 'Almacenamiento'),
    ),
  },
  {
    slug: 'xiaomi-pad-6-256',
    ageDays: 150,
    art: { kind: 'tablet', body: '#9fb6c9', accent: '#0ea5e9' },
    name: 'Xiaomi Pad 6 256 GB',
    brand: 'Xiaomi',
    category: 'Tablets',
    description:
      'Pantalla 2,8K de 144 Hz y un Snapdragon 870 que mueve juegos exigentes sin esfuerzo. Con teclado opcional se convierte en un equipo de trabajo liviano.',
    description_en:
      'A 2.8K 144 Hz screen and a Snapdragon 870 that runs demanding games effortlessly. With the optional keyboard it becomes a light work machine.',
    basePrice: 649_999,
    currency: 'ARS',
    stock: 12,
    variantType: 'CONFIGURABLE',
    specifications: {
      processor: 'Qualcomm Snapdragon 870',
      ram: '8 GB',
      storage: '256 GB',
      screen: '11" 2,8K (2880 × 1800) a 144 Hz',
      battery: '8840 mAh con carga de 33 W',
      camera: 'Trasera de 13 MP; frontal de 8 MP',
      os: 'MIUI Pad 14 (Android 13)',
    },
    advantages: ['Pantalla de 144 Hz', 'Snapdragon 870', '256 GB de almacenamiento'],
    features: hardware(
      processor('snapdragon-870', 'Qualcomm Snapdragon 870', 62, 'Octa-core de 7 nm, hasta 3,2 GHz'),
      ram(8, ''),
      storage('256 GB', 'Almacenamiento'),
    ),
  },

  // ─── Monitores ──────────────────────────────────────────────────────────
  {
    slug: 'samsung-odyssey-g5-27',
    ageDays: 170,
    art: { kind: 'monitor-curved', body: '#1e1f24', accent: '#f43f5e' },
    name: 'Monitor Samsung Odyssey G5 27" QHD 144 Hz curvo',
    brand: 'Samsung',
    category: 'Monitores',
    description:
      'Monitor curvo 1000R que envuelve la vista y hace más inmersivos los juegos. Resolución QHD y 144 Hz para ver más detalle con movimientos fluidos.',
    description_en:
      'A 1000R curved monitor that wraps around your field of view and makes games more immersive. QHD resolution and 144 Hz show more detail with fluid motion.',
    basePrice: 459_999,
    currency: 'ARS',
    stock: 15,
    variantType: 'MODEL',
    specifications: {
      screen: '27" curvo 1000R, panel VA',
      resolution: 'QHD (2560 × 1440)',
      refreshRate: '144 Hz',
      responseTime: '1 ms (MPRT)',
      hdr: 'HDR10',
      sync: 'AMD FreeSync Premium',
      ports: 'HDMI, DisplayPort',
    },
    advantages: ['Curvatura 1000R inmersiva', 'QHD a 144 Hz', 'FreeSync Premium'],
    features: {},
  },
  {
    slug: 'lg-ultragear-27gp850',
    ageDays: 124,
    art: { kind: 'monitor', body: '#202228', accent: '#dc2626' },
    name: 'Monitor LG UltraGear 27GP850-B 27" QHD Nano IPS',
    brand: 'LG',
    category: 'Monitores',
    description:
      'Panel Nano IPS con colores precisos y 1 ms de respuesta, una combinación pensada para quien juega y también edita. Llega a 180 Hz con overclock.',
    description_en:
      'A Nano IPS panel with accurate colour and 1 ms response, a combination meant for people who both game and edit. It reaches 180 Hz when overclocked.',
    basePrice: 549_999,
    currency: 'ARS',
    stock: 8,
    variantType: 'MODEL',
    specifications: {
      screen: '27" Nano IPS',
      resolution: 'QHD (2560 × 1440)',
      refreshRate: '165 Hz (180 Hz con overclock)',
      responseTime: '1 ms (GtG)',
      hdr: 'VESA DisplayHDR 400',
      color: '98 % DCI-P3',
      sync: 'Compatible con NVIDIA G-SYNC y AMD FreeSync Premium',
    },
    advantages: ['1 ms de respuesta real (GtG)', '98 % de cobertura DCI-P3', 'Hasta 180 Hz'],
    features: {},
  },
  {
    slug: 'lg-24mp400',
    ageDays: 260,
    art: { kind: 'monitor', body: '#26282d', accent: '#3b82f6' },
    name: 'Monitor LG 24MP400-B 24" Full HD IPS',
    brand: 'LG',
    category: 'Monitores',
    description:
      'Un monitor IPS sencillo y de bordes finos para la oficina o el estudio. Los ángulos de visión amplios mantienen los colores aunque lo mires de costado.',
    description_en:
      'A simple, slim-bezel IPS monitor for the office or the study. Wide viewing angles keep colours true even from the side.',
    basePrice: 179_999,
    currency: 'ARS',
    stock: 40,
    variantType: 'MODEL',
    specifications: {
      screen: '23,8" IPS',
      resolution: 'Full HD (1920 × 1080)',
      refreshRate: '75 Hz',
      responseTime: '5 ms (GtG)',
      sync: 'AMD FreeSync',
      ports: 'HDMI, VGA',
    },
    advantages: ['Panel IPS', 'Bordes finos en tres lados', 'Modo lectura con menos luz azul'],
    features: {},
  },
  {
    slug: 'dell-ultrasharp-u2723qe',
    ageDays: 67,
    art: { kind: 'monitor', body: '#c9ccd1', accent: '#0ea5e9' },
    name: 'Monitor Dell UltraSharp U2723QE 27" 4K USB-C',
    brand: 'Dell',
    category: 'Monitores',
    description:
      'Monitor 4K con tecnología IPS Black, que duplica el contraste de un IPS común. Con un solo cable USB-C carga la notebook a 90 W y conecta teclado, mouse y red.',
    description_en:
      'A 4K monitor with IPS Black technology, which doubles the contrast of a regular IPS panel. A single USB-C cable charges your laptop at 90 W and connects keyboard, mouse and network.',
    basePrice: 629,
    currency: 'USD',
    stock: 5,
    variantType: 'MODEL',
    specifications: {
      screen: '27" IPS Black',
      resolution: '4K UHD (3840 × 2160)',
      refreshRate: '60 Hz',
      contrast: '2000:1',
      color: '98 % DCI-P3',
      ports: 'USB-C con 90 W, HDMI, DisplayPort, hub USB, RJ45',
    },
    advantages: ['Contraste 2000:1 con IPS Black', 'Un cable USB-C para todo', 'Colores calibrados de fábrica'],
    features: {},
  },
  {
    slug: 'asus-tuf-vg249q1a',
    ageDays: 215,
    art: { kind: 'monitor', body: '#1b1d21', accent: '#f59e0b' },
    name: 'Monitor ASUS TUF Gaming VG249Q1A 24" 165 Hz',
    brand: 'ASUS',
    category: 'Monitores',
    description:
      'Monitor gamer de 24" con 165 Hz y panel IPS, una buena puerta de entrada a los juegos competitivos. La tecnología ELMB reduce el desenfoque en movimiento.',
    description_en:
      'A 24" gaming monitor with 165 Hz and an IPS panel, a good entry point for competitive games. ELMB technology reduces motion blur.',
    basePrice: 249_999,
    currency: 'ARS',
    stock: 24,
    variantType: 'MODEL',
    specifications: {
      screen: '23,8" IPS',
      resolution: 'Full HD (1920 × 1080)',
      refreshRate: '165 Hz (con overclock)',
      responseTime: '1 ms (MPRT)',
      sync: 'AMD FreeSync Premium',
      ports: '2 × HDMI, DisplayPort',
    },
    advantages: ['165 Hz', 'Panel IPS', 'Menos desenfoque con ELMB'],
    features: {},
  },
  {
    slug: 'hp-m24f',
    ageDays: 280,
    art: { kind: 'monitor', body: '#2b2d31', accent: '#a3e635' },
    name: 'Monitor HP M24f 24" Full HD',
    brand: 'HP',
    category: 'Monitores',
    description:
      'Un monitor de perfil muy delgado que se ve bien en cualquier escritorio. Buena cobertura de color para fotos y un precio amigable.',
    description_en:
      'A very slim monitor that looks good on any desk. Good colour coverage for photos at a friendly price.',
    basePrice: 199_999,
    currency: 'ARS',
    stock: 0,
    variantType: 'MODEL',
    specifications: {
      screen: '23,8" IPS',
      resolution: 'Full HD (1920 × 1080)',
      refreshRate: '75 Hz',
      responseTime: '5 ms (GtG)',
      color: '99 % sRGB',
      sync: 'AMD FreeSync',
      ports: 'HDMI, VGA',
    },
    advantages: ['Diseño ultradelgado', '99 % sRGB', 'Bordes finos en tres lados'],
    features: {},
  },
  {
    slug: 'samsung-viewfinity-s8-27',
    ageDays: 101,
    art: { kind: 'monitor', body: '#d8dadd', accent: '#6366f1' },
    name: 'Monitor Samsung ViewFinity S8 27" 4K',
    brand: 'Samsung',
    category: 'Monitores',
    description:
      'Resolución 4K para textos nítidos y fotos con mucho detalle, con base regulable en altura y giro. El puerto USB-C alimenta la notebook mientras trabajás.',
    description_en:
      '4K resolution for crisp text and highly detailed photos, on a stand that adjusts in height and pivots. The USB-C port powers your laptop while you work.',
    basePrice: 699_999,
    currency: 'ARS',
    stock: 6,
    variantType: 'MODEL',
    specifications: {
      screen: '27" IPS',
      resolution: '4K UHD (3840 × 2160)',
      refreshRate: '60 Hz',
      hdr: 'VESA DisplayHDR 400',
      ports: 'USB-C con 90 W, HDMI, DisplayPort',
      stand: 'Regulable en altura, inclinación y giro',
    },
    advantages: ['4K de 27"', 'USB-C de 90 W', 'Base totalmente regulable'],
    features: {},
  },
  {
    slug: 'xiaomi-curved-gaming-34',
    ageDays: 59,
    art: { kind: 'monitor-curved', body: '#1f2023', accent: '#f97316' },
    name: 'Monitor Xiaomi Curved Gaming 34" WQHD 144 Hz',
    brand: 'Xiaomi',
    category: 'Monitores',
    description:
      'Un ultrapanorámico 21:9 que reemplaza a dos monitores: ideal para simuladores, hojas de cálculo enormes y edición con línea de tiempo larga.',
    description_en:
      'A 21:9 ultrawide that replaces two monitors: ideal for simulators, huge spreadsheets and editing with a long timeline.',
    basePrice: 629_999,
    currency: 'ARS',
    stock: 1,
    variantType: 'MODEL',
    specifications: {
      screen: '34" curvo 1500R, panel VA',
      resolution: 'WQHD (3440 × 1440)',
      refreshRate: '144 Hz',
      responseTime: '4 ms (GtG)',
      color: '121 % sRGB',
      sync: 'AMD FreeSync Premium',
    },
    advantages: ['Formato ultrapanorámico 21:9', '144 Hz', 'Curvatura 1500R'],
    features: {},
  },

  // ─── Accesorios ─────────────────────────────────────────────────────────
  {
    slug: 'logitech-c920-hd-pro',
    ageDays: 300,
    art: { kind: 'webcam', body: '#1c1d21', accent: '#3b82f6' },
    name: 'Cámara web Logitech C920 HD Pro',
    brand: 'Logitech',
    category: 'Accesorios',
    description:
      'La cámara web clásica para videollamadas y clases en vivo: imagen Full HD con enfoque automático y dos micrófonos que captan la voz con claridad. Se sujeta al monitor o a un trípode.',
    description_en:
      'The classic webcam for video calls and live classes: Full HD video with autofocus and two microphones that pick up your voice clearly. It clips to a monitor or mounts on a tripod.',
    basePrice: 89_999,
    currency: 'ARS',
    stock: 35,
    variantType: 'MODEL',
    specifications: {
      resolution: 'Full HD 1080p a 30 fps',
      focus: 'Enfoque automático',
      fieldOfView: '78°',
      microphones: 'Dos micrófonos estéreo',
      connection: 'USB-A',
      mount: 'Clip universal y rosca para trípode',
    },
    advantages: ['Video Full HD 1080p', 'Corrección automática de luz', 'Micrófonos estéreo'],
    features: {},
  },
  {
    slug: 'logitech-mx-master-3s',
    ageDays: 90,
    art: { kind: 'mouse', body: '#3a3d42', accent: '#60a5fa' },
    name: 'Mouse Logitech MX Master 3S',
    brand: 'Logitech',
    category: 'Accesorios',
    description:
      'Un mouse ergonómico con clics silenciosos y una rueda electromagnética que recorre mil líneas en un segundo. Se usa sobre casi cualquier superficie, incluso vidrio.',
    description_en:
      'An ergonomic mouse with quiet clicks and an electromagnetic wheel that scrolls a thousand lines in a second. It tracks on almost any surface, even glass.',
    basePrice: 149_999,
    currency: 'ARS',
    stock: 20,
    variantType: 'MODEL',
    specifications: {
      sensor: 'Darkfield de 8000 DPI',
      buttons: '7 botones',
      battery: 'Recargable por USB-C, hasta 70 días',
      connection: 'Bluetooth y receptor Logi Bolt',
      devices: 'Hasta 3 equipos',
    },
    advantages: ['Clics silenciosos', 'Rueda MagSpeed ultrarrápida', 'Funciona sobre vidrio'],
    features: {},
  },
  {
    slug: 'logitech-mx-keys-s',
    ageDays: 85,
    art: { kind: 'keyboard', body: '#3a3d42', accent: '#38bdf8' },
    name: 'Teclado Logitech MX Keys S',
    brand: 'Logitech',
    category: 'Accesorios',
    description:
      'Teclado inalámbrico de perfil bajo con teclas cóncavas que guían los dedos y retroiluminación que se enciende al acercar las manos. Cambia entre tres equipos con un botón.',
    description_en:
      'A low-profile wireless keyboard with concave keys that guide your fingers and backlighting that turns on as your hands approach. It switches between three devices at the press of a key.',
    basePrice: 169_999,
    currency: 'ARS',
    stock: 17,
    variantType: 'MODEL',
    specifications: {
      layout: 'Español latinoamericano, con teclado numérico',
      backlight: 'Retroiluminación inteligente',
      battery: 'Hasta 10 días con retroiluminación o 5 meses sin ella',
      connection: 'Bluetooth y receptor Logi Bolt',
      charging: 'USB-C',
    },
    advantages: ['Teclas cóncavas cómodas', 'Retroiluminación automática', 'Multidispositivo'],
    features: {},
  },
  {
    slug: 'logitech-g502-hero',
    ageDays: 320,
    art: { kind: 'mouse', body: '#17181c', accent: '#22d3ee' },
    name: 'Mouse gamer Logitech G502 HERO',
    brand: 'Logitech',
    category: 'Accesorios',
    description:
      'Un clásico de los mouse gamer con sensor HERO de 25.600 DPI y once botones programables. Las pesas removibles permiten ajustar el peso a tu gusto.',
    description_en:
      'A gaming-mouse classic with a 25,600 DPI HERO sensor and eleven programmable buttons. Removable weights let you tune it to your liking.',
    basePrice: 79_999,
    currency: 'ARS',
    stock: 26,
    variantType: 'MODEL',
    specifications: {
      sensor: 'HERO 25K, hasta 25.600 DPI',
      buttons: '11 botones programables',
      weights: '5 pesas de 3,6 g',
      lighting: 'RGB LIGHTSYNC',
      connection: 'USB con cable',
    },
    advantages: ['Sensor de alta precisión', 'Peso ajustable', 'Once botones programables'],
    features: {},
  },
  {
    slug: 'redragon-kumara-k552-rgb',
    ageDays: 265,
    art: { kind: 'keyboard', body: '#16171a', accent: '#ef4444' },
    name: 'Teclado mecánico Redragon Kumara K552 RGB',
    brand: 'Redragon',
    category: 'Accesorios',
    description:
      'Teclado mecánico compacto sin bloque numérico, con switches táctiles de clic y placa de metal. Deja más lugar en el escritorio para mover el mouse.',
    description_en:
      'A compact tenkeyless mechanical keyboard with clicky tactile switches and a metal plate. It leaves more room on the desk for your mouse.',
    basePrice: 59_999,
    currency: 'ARS',
    stock: 38,
    variantType: 'MODEL',
    specifications: {
      layout: 'TKL de 87 teclas',
      switches: 'Mecánicos azules (táctiles con clic)',
      backlight: 'RGB',
      build: 'Placa de metal y ABS',
      connection: 'USB con cable',
    },
    advantages: ['Switches mecánicos', 'Formato compacto TKL', 'Estructura de metal'],
    features: {},
  },
  {
    slug: 'sony-wh-1000xm5',
    ageDays: 78,
    art: { kind: 'headphones', body: '#d6d3cc', accent: '#6366f1' },
    name: 'Auriculares Sony WH-1000XM5',
    brand: 'Sony',
    category: 'Accesorios',
    description:
      'Auriculares con una de las mejores cancelaciones de ruido del mercado, ideales para viajar o concentrarse. Batería de hasta 30 horas y tres minutos de carga dan tres horas de música.',
    description_en:
      'Headphones with some of the best noise cancelling on the market, ideal for travelling or focusing. Battery of up to 30 hours, and three minutes of charging give three hours of music.',
    basePrice: 549_999,
    currency: 'ARS',
    stock: 3,
    variantType: 'MODEL',
    specifications: {
      type: 'Vincha, circumaurales',
      noiseCancelling: 'Procesadores QN1 y V1 con 8 micrófonos',
      battery: 'Hasta 30 horas con cancelación de ruido',
      charging: 'USB-C; 3 minutos = 3 horas de uso',
      codecs: 'SBC, AAC y LDAC',
      weight: '250 g',
    },
    advantages: ['Cancelación de ruido de primer nivel', 'Batería de 30 horas', 'Conexión a dos equipos a la vez'],
    features: {},
  },
  {
    slug: 'apple-airpods-pro-2-usb-c',
    ageDays: 60,
    art: { kind: 'earbuds', body: '#f4f4f5', accent: '#0ea5e9' },
    name: 'Apple AirPods Pro (2.ª generación) USB-C',
    brand: 'Apple',
    category: 'Accesorios',
    description:
      'Auriculares in-ear con cancelación activa de ruido y un modo ambiente que ajusta el sonido exterior al instante. El estuche carga por USB-C, MagSafe o base Qi.',
    description_en:
      'In-ear earbuds with active noise cancelling and an ambient mode that adjusts outside sound instantly. The case charges over USB-C, MagSafe or a Qi pad.',
    basePrice: 429_999,
    currency: 'ARS',
    stock: 14,
    variantType: 'MODEL',
    specifications: {
      chip: 'Apple H2',
      noiseCancelling: 'Cancelación activa de ruido y modo Ambiente adaptativo',
      battery: 'Hasta 6 horas (30 horas con el estuche)',
      charging: 'USB-C, MagSafe y Qi',
      protection: 'IP54 (auriculares y estuche)',
    },
    advantages: [
      'Cancelación activa de ruido',
      'Audio espacial personalizado',
      'Estuche con parlante para encontrarlo',
    ],
    features: {},
  },
  {
    slug: 'samsung-galaxy-buds2-pro',
    ageDays: 190,
    art: { kind: 'earbuds', body: '#6b5b95', accent: '#a78bfa' },
    name: 'Auriculares Samsung Galaxy Buds2 Pro',
    brand: 'Samsung',
    category: 'Accesorios',
    description:
      'Auriculares compactos con sonido Hi-Fi de 24 bits y cancelación de ruido inteligente, que baja la música sola cuando empezás a hablar. Resisten salpicaduras y sudor.',
    description_en:
      'Compact earbuds with 24-bit Hi-Fi sound and smart noise cancelling that lowers the music by itself when you start talking. They withstand splashes and sweat.',
    basePrice: 219_999,
    currency: 'ARS',
    stock: 19,
    variantType: 'MODEL',
    specifications: {
      audio: 'Hi-Fi de 24 bits con audio 360',
      noiseCancelling: 'Cancelación activa de ruido inteligente',
      battery: 'Hasta 5 horas con cancelación (18 horas con el estuche)',
      protection: 'IPX7',
      connection: 'Bluetooth 5.3',
    },
    advantages: ['Sonido Hi-Fi de 24 bits', 'Resistentes al agua IPX7', 'Diseño pequeño y cómodo'],
    features: {},
  },
  {
    slug: 'samsung-galaxy-watch6-44',
    ageDays: 128,
    art: { kind: 'smartwatch-round', body: '#3a3b40', accent: '#38bdf8' },
    name: 'Reloj Samsung Galaxy Watch6 44 mm',
    brand: 'Samsung',
    category: 'Accesorios',
    description:
      'Reloj inteligente con pantalla redonda de cristal de zafiro y sensores que miden frecuencia cardíaca, ECG y composición corporal. Ayuda a entender tu descanso con un puntaje de sueño diario.',
    description_en:
      'A smartwatch with a round sapphire-crystal display and sensors that measure heart rate, ECG and body composition. A daily sleep score helps you understand your rest.',
    basePrice: 399_999,
    currency: 'ARS',
    stock: 11,
    variantType: 'MODEL',
    specifications: {
      screen: 'Super AMOLED de 1,5" (480 × 480) con cristal de zafiro',
      processor: 'Exynos W930',
      memory: '2 GB de RAM y 16 GB de almacenamiento',
      battery: '425 mAh, hasta 40 horas',
      sensors: 'Sensor BioActive: frecuencia cardíaca, ECG y composición corporal',
      protection: '5 ATM e IP68',
      os: 'Wear OS con One UI Watch',
    },
    advantages: ['Cristal de zafiro', 'ECG y composición corporal', 'Análisis del sueño'],
    features: {},
  },
  {
    slug: 'apple-watch-series-9-45',
    ageDays: 72,
    art: { kind: 'smartwatch', body: '#e7e2da', accent: '#f43f5e' },
    name: 'Apple Watch Series 9 GPS 45 mm',
    brand: 'Apple',
    category: 'Accesorios',
    description:
      'Pantalla que llega a 2000 nits para leerla a pleno sol y el nuevo gesto de doble toque para responder sin tocar el reloj. Registra entrenamientos, sueño y ritmo cardíaco.',
    description_en:
      'A display that reaches 2000 nits for reading in full sun and the new double-tap gesture to respond without touching the watch. It tracks workouts, sleep and heart rate.',
    basePrice: 699_999,
    currency: 'ARS',
    stock: 0,
    variantType: 'MODEL',
    specifications: {
      screen: 'Retina siempre activa, hasta 2000 nits',
      processor: 'Chip S9 SiP',
      battery: 'Hasta 18 horas (36 horas en modo de bajo consumo)',
      sensors: 'ECG, oxígeno en sangre y temperatura',
      protection: 'Resistente al agua hasta 50 m',
    },
    advantages: ['Gesto de doble toque', 'Pantalla de 2000 nits', 'ECG y oxígeno en sangre'],
    features: {},
  },
  {
    slug: 'anker-735-nano-ii-65w',
    ageDays: 240,
    art: { kind: 'charger-multi', body: '#2a2c31', accent: '#38bdf8' },
    name: 'Cargador Anker 735 Nano II 65 W GaN',
    brand: 'Anker',
    category: 'Accesorios',
    description:
      'Un solo cargador de bolsillo para la notebook, el celular y los auriculares a la vez. La tecnología GaN lo hace mucho más chico y fresco que un cargador tradicional.',
    description_en:
      'One pocket-sized charger for your laptop, phone and earbuds at the same time. GaN technology makes it much smaller and cooler than a traditional charger.',
    basePrice: 69_999,
    currency: 'ARS',
    stock: 30,
    variantType: 'MODEL',
    specifications: {
      power: '65 W máximo',
      ports: '2 × USB-C y 1 × USB-A',
      technology: 'GaN II',
      protocols: 'USB Power Delivery y PPS',
    },
    advantages: ['Carga tres equipos a la vez', 'Tamaño de bolsillo', 'Alcanza para una notebook'],
    features: {},
  },
  {
    slug: 'samsung-cargador-25w-usb-c',
    ageDays: 330,
    art: { kind: 'charger', body: '#f3f4f6', accent: '#a3e635' },
    name: 'Cargador Samsung 25 W USB-C Carga Súper Rápida',
    brand: 'Samsung',
    category: 'Accesorios',
    description:
      'El cargador original para aprovechar la carga súper rápida de los Galaxy. Compacto y con protección contra sobrecalentamiento.',
    description_en:
      'The original charger to get the most out of Galaxy Super Fast Charging. Compact, with overheating protection.',
    basePrice: 29_999,
    currency: 'ARS',
    stock: 60,
    variantType: 'MODEL',
    specifications: {
      power: '25 W',
      ports: '1 × USB-C',
      protocols: 'USB Power Delivery 3.0 con PPS',
      cable: 'No incluido',
    },
    advantages: ['Carga súper rápida Samsung', 'Original', 'Compacto'],
    features: {},
  },
  {
    slug: 'jbl-flip-6',
    ageDays: 118,
    art: { kind: 'speaker', body: '#1e3a8a', accent: '#f97316' },
    name: 'Parlante JBL Flip 6',
    brand: 'JBL',
    category: 'Accesorios',
    description:
      'Parlante portátil con sonido potente y graves profundos gracias a un sistema de dos vías. Resiste agua y polvo, así que puede ir a la pileta o a la playa. Batería de hasta 12 horas.',
    description_en:
      'A portable speaker with powerful sound and deep bass thanks to a two-way system. It resists water and dust, so it can go to the pool or the beach. Battery of up to 12 hours.',
    basePrice: 199_999,
    currency: 'ARS',
    stock: 21,
    variantType: 'MODEL',
    specifications: {
      audio: 'Sistema de dos vías: woofer y tweeter',
      battery: 'Hasta 12 horas',
      protection: 'IP67',
      connection: 'Bluetooth 5.1',
      extra: 'PartyBoost para conectar varios parlantes',
    },
    advantages: ['Resistente al agua y al polvo IP67', 'Batería de 12 horas', 'Sonido de dos vías'],
    features: {},
  },
  {
    slug: 'sony-srs-xb100',
    ageDays: 95,
    art: { kind: 'speaker', body: '#3f6e8c', accent: '#facc15' },
    name: 'Parlante Sony SRS-XB100',
    brand: 'Sony',
    category: 'Accesorios',
    description:
      'Parlante pequeño con correa para colgarlo de la mochila o la bicicleta. Suena más fuerte de lo que su tamaño sugiere y su batería dura hasta 16 horas.',
    description_en:
      'A small speaker with a strap to hang it from a backpack or a bike. It sounds louder than its size suggests, and its battery lasts up to 16 hours.',
    basePrice: 89_999,
    currency: 'ARS',
    stock: 27,
    variantType: 'MODEL',
    specifications: {
      battery: 'Hasta 16 horas',
      protection: 'IP67',
      connection: 'Bluetooth 5.3',
      extra: 'Correa desmontable y micrófono para llamadas',
    },
    advantages: ['Muy compacto', 'Batería de 16 horas', 'Resistente al agua IP67'],
    features: {},
  },
];
