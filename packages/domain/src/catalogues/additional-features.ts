import type { AdditionalFeatureKind, DeviceType } from './groups';
import type { AdditionalFeature } from './schemas';

/** Additional features in the spec's eight kinds; a product shows at most 5 of them. */

type FeatureRow = [
  id: string,
  name: string,
  nameEn: string | null,
  deviceTypes: DeviceType[],
  priceIncrement: number,
  es: string,
  en: string,
];

const phones: DeviceType[] = ['mobile', 'tablet'];
const computers: DeviceType[] = ['laptop', 'desktop'];
const portable: DeviceType[] = ['mobile', 'tablet', 'laptop'];
const all: DeviceType[] = ['mobile', 'tablet', 'laptop', 'desktop'];

// prettier-ignore
const FEATURES: Record<AdditionalFeatureKind, FeatureRow[]> = {
  connectivity: [
    ['wifi-7', 'Wi-Fi 7', null, all, 40, 'Wi-Fi de última generación con canales de 320 MHz y conexión simultánea en varias bandas.', 'Latest-generation Wi-Fi with 320 MHz channels and multi-link connections.'],
    ['wifi-6e', 'Wi-Fi 6E', null, all, 20, 'Wi-Fi 6 ampliado a la banda de 6 GHz, con menos interferencias.', 'Wi-Fi 6 extended to the 6 GHz band, with less interference.'],
    ['bluetooth-5-4', 'Bluetooth 5.4', null, all, 0, 'Bluetooth eficiente con audio LE y conexión a varios accesorios.', 'Efficient Bluetooth with LE Audio and links to several accessories.'],
    ['5g', '5G', null, ['mobile', 'tablet', 'laptop'], 60, 'Datos móviles 5G para descargas rápidas fuera de casa.', '5G mobile data for fast downloads on the go.'],
    ['nfc', 'NFC', null, phones, 0, 'Pagos sin contacto y emparejamiento con un toque.', 'Contactless payments and one-tap pairing.'],
    ['esim', 'eSIM', null, phones, 0, 'Línea móvil digital, sin tarjeta física.', 'A digital mobile line, with no physical card.'],
    ['satellite-messaging', 'Mensajes por satélite', 'Satellite messaging', ['mobile'], 0, 'Mensajes de emergencia por satélite donde no hay señal.', 'Emergency messages over satellite where there is no signal.'],
    ['uwb', 'Banda ultraancha (UWB)', 'Ultra-wideband (UWB)', ['mobile'], 0, 'Ubica rastreadores y otros equipos con precisión de centímetros.', 'Finds trackers and other devices to within centimetres.'],
    ['thunderbolt-5', 'Thunderbolt 5', null, computers, 60, 'Puerto de 80 Gb/s (hasta 120 Gb/s para pantallas), carga y video en un cable.', '80 Gb/s port (up to 120 Gb/s for displays): charging and video over one cable.'],
    ['thunderbolt-4', 'Thunderbolt 4', null, computers, 30, 'Puerto de 40 Gb/s para monitores, docks y discos externos.', '40 Gb/s port for monitors, docks and external drives.'],
    ['usb4', 'USB4', null, computers, 20, 'USB-C de 40 Gb/s con video y carga.', '40 Gb/s USB-C with video and charging.'],
    ['hdmi-2-1', 'HDMI 2.1', null, computers, 10, 'Salida de video 4K a 120 Hz para televisores y monitores.', '4K 120 Hz video out for TVs and monitors.'],
    ['ethernet-2-5g', 'Ethernet 2,5 Gb/s', 'Ethernet 2.5 Gb/s', computers, 15, 'Puerto de red cableada de 2,5 Gb/s, estable para jugar y transferir.', '2.5 Gb/s wired network port, steady for gaming and transfers.'],
    ['sd-card-reader', 'Lector de tarjetas SD', 'SD card reader', ['laptop', 'desktop'], 10, 'Descarga las fotos de la cámara sin adaptadores.', "Copies the camera's photos without adapters."],
  ],
  sound: [
    ['dolby-atmos', 'Dolby Atmos', null, all, 0, 'Sonido envolvente con altura para películas y juegos.', 'Surround sound with height for films and games.'],
    ['stereo-speakers', 'Altavoces estéreo', 'Stereo speakers', phones, 0, 'Dos altavoces para un sonido más amplio.', 'Two speakers for a wider sound.'],
    ['quad-speakers', 'Cuatro altavoces', 'Four speakers', ['tablet', 'laptop'], 30, 'Cuatro altavoces que llenan la habitación, con graves más firmes.', 'Four speakers that fill the room, with firmer bass.'],
    ['headphone-jack', 'Conector de auriculares 3,5 mm', '3.5 mm headphone jack', all, 0, 'Usa auriculares con cable sin adaptadores.', 'Use wired headphones without adapters.'],
    ['hi-res-audio', 'Audio de alta resolución', 'Hi-Res Audio', all, 10, 'Reproducción y Bluetooth de alta resolución (LDAC, aptX).', 'High-resolution playback and Bluetooth (LDAC, aptX).'],
    ['studio-mics', 'Micrófonos de estudio', 'Studio-quality microphones', ['laptop', 'tablet'], 20, 'Conjunto de tres micrófonos con reducción de ruido para llamadas claras.', 'A three-microphone array with noise reduction for clear calls.'],
  ],
  protection: [
    ['ip68', 'IP68', null, phones, 30, 'Resiste polvo e inmersión en agua dulce (según el fabricante, 1,5 m o más durante 30 minutos).', "Dust-tight and withstands immersion in fresh water (per the maker, 1.5 m or more for 30 minutes)."],
    ['ip54', 'IP54', null, phones, 0, 'Protegido contra polvo y salpicaduras.', 'Protected against dust and splashes.'],
    ['gorilla-armor-2', 'Corning Gorilla Armor 2', null, ['mobile'], 30, 'Vidrio cerámico antirreflejo y muy resistente a caídas.', 'Anti-reflective ceramic glass, very resistant to drops.'],
    ['gorilla-glass-victus-2', 'Corning Gorilla Glass Victus 2', null, phones, 15, 'Vidrio reforzado contra caídas y rayones.', 'Glass toughened against drops and scratches.'],
    ['ceramic-shield', 'Ceramic Shield', null, ['mobile'], 0, 'Frente de vidrio cerámico de Apple, más resistente a los golpes.', "Apple's ceramic glass front, tougher against knocks."],
    ['mil-std-810h', 'MIL-STD-810H', null, portable, 40, 'Probado contra golpes, vibración y temperaturas extremas según la norma militar.', 'Tested against shocks, vibration and extreme temperatures to the military standard.'],
    ['spill-resistant-keyboard', 'Teclado resistente a derrames', 'Spill-resistant keyboard', ['laptop'], 15, 'Un vaso volcado no arruina el equipo.', "A spilled drink won't ruin the laptop."],
  ],
  webcam: [
    ['webcam-1080p', 'Cámara web Full HD', 'Full HD webcam', ['laptop'], 0, 'Cámara de 1080p para videollamadas nítidas.', '1080p camera for sharp video calls.'],
    ['webcam-5mp', 'Cámara web de 5 MP', '5 MP webcam', ['laptop'], 25, 'Cámara de 5 MP con HDR: buena imagen aun con poca luz.', '5 MP camera with HDR: a good picture even in low light.'],
    ['webcam-privacy-shutter', 'Tapa de privacidad de la cámara', 'Webcam privacy shutter', ['laptop'], 5, 'Cubre la cámara físicamente cuando no la usas.', "Physically covers the camera when you're not using it."],
    ['center-stage', 'Encuadre automático', 'Auto framing', ['tablet', 'laptop'], 0, 'La cámara frontal te sigue y te mantiene en cuadro durante la llamada.', 'The front camera follows you and keeps you in frame during the call.'],
    ['studio-effects', 'Efectos de estudio con IA', 'AI studio effects', ['laptop'], 0, 'Desenfoque de fondo, contacto visual y enfoque automático hechos por la NPU.', 'Background blur, eye contact and auto framing done by the NPU.'],
  ],
  keyboard: [
    ['backlit-keyboard', 'Teclado retroiluminado', 'Backlit keyboard', ['laptop'], 15, 'Teclas iluminadas para escribir a oscuras.', 'Lit keys for typing in the dark.'],
    ['per-key-rgb', 'RGB por tecla', 'Per-key RGB', ['laptop', 'desktop'], 40, 'Cada tecla con su color, con perfiles para cada juego.', 'Every key its own colour, with profiles per game.'],
    ['mechanical-keyboard', 'Teclado mecánico', 'Mechanical keyboard', ['laptop', 'desktop'], 60, 'Interruptores mecánicos de perfil bajo con pulsación precisa.', 'Low-profile mechanical switches with a precise keystroke.'],
    ['numeric-keypad', 'Teclado numérico', 'Numeric keypad', ['laptop'], 0, 'Bloque numérico para planillas y cuentas.', 'A number pad for spreadsheets and figures.'],
    ['haptic-touchpad', 'Touchpad háptico', 'Haptic touchpad', ['laptop'], 30, 'Touchpad de vidrio que responde con vibración en toda su superficie.', 'A glass touchpad that clicks with haptics across its whole surface.'],
    ['keyboard-cover', 'Funda con teclado', 'Keyboard cover', ['tablet'], 120, 'Funda magnética con teclado y touchpad que convierte la tablet en portátil.', 'A magnetic cover with keyboard and touchpad that turns the tablet into a laptop.'],
    ['stylus-support', 'Compatible con lápiz', 'Stylus support', ['mobile', 'tablet', 'laptop'], 0, 'Escribe y dibuja en la pantalla con sensibilidad a la presión.', 'Write and draw on the screen with pressure sensitivity.'],
  ],
  biometrics: [
    ['fingerprint-reader', 'Lector de huellas', 'Fingerprint reader', all, 15, 'Desbloquea y confirma pagos con el dedo.', 'Unlock and confirm payments with your finger.'],
    ['face-recognition-ir', 'Reconocimiento facial infrarrojo', 'Infrared face recognition', ['laptop', 'desktop'], 30, 'Inicia sesión con el rostro, aun con poca luz.', 'Sign in with your face, even in low light.'],
    ['face-recognition-3d', 'Reconocimiento facial 3D', '3D face recognition', phones, 0, 'Mapa 3D del rostro, seguro para pagos.', 'A 3D map of your face, secure enough for payments.'],
    ['presence-detection', 'Detección de presencia', 'Presence detection', ['laptop'], 10, 'Bloquea el equipo al alejarte y lo despierta al volver.', 'Locks the laptop when you walk away and wakes it when you return.'],
  ],
  security: [
    ['kensington-lock', 'Ranura de seguridad Kensington', 'Kensington lock slot', ['laptop', 'desktop'], 0, 'Sujeta el equipo a un escritorio con un cable de seguridad.', 'Tethers the device to a desk with a security cable.'],
    ['privacy-screen', 'Pantalla de privacidad', 'Privacy screen', ['laptop'], 60, 'Oscurece la pantalla para quien mira de costado.', 'Darkens the screen for anyone looking from the side.'],
    ['self-encrypting-drive', 'Unidad autocifrada', 'Self-encrypting drive', ['laptop', 'desktop'], 20, 'El disco cifra todo por hardware, sin perder velocidad.', 'The drive encrypts everything in hardware, without slowing down.'],
    ['smart-card-reader', 'Lector de tarjetas inteligentes', 'Smart card reader', ['laptop'], 25, 'Inicio de sesión con tarjeta para redes corporativas.', 'Card sign-in for corporate networks.'],
    ['seven-years-updates', '7 años de actualizaciones', '7 years of updates', phones, 0, 'Actualizaciones de sistema y de seguridad durante siete años.', 'System and security updates for seven years.'],
    ['find-my-device', 'Localización del dispositivo', 'Find my device', all, 0, 'Encuentra, bloquea o borra el equipo si lo pierdes.', 'Find, lock or wipe the device if you lose it.'],
  ],
  gaming: [
    ['vapor-chamber', 'Cámara de vapor', 'Vapor chamber', ['mobile', 'laptop'], 30, 'Refrigeración por cámara de vapor para sostener el rendimiento en sesiones largas.', 'Vapor-chamber cooling to hold performance through long sessions.'],
    ['mux-switch', 'MUX switch', null, ['laptop'], 20, 'Conecta la pantalla directo a la gráfica dedicada: más cuadros por segundo.', 'Wires the screen straight to the dedicated GPU: more frames per second.'],
    ['adaptive-sync', 'G-SYNC / FreeSync', null, ['laptop', 'desktop'], 20, 'La pantalla sigue el ritmo de la gráfica: sin cortes ni tirones.', 'The screen keeps pace with the GPU: no tearing or stutter.'],
    ['shoulder-triggers', 'Gatillos táctiles', 'Shoulder triggers', ['mobile'], 20, 'Zonas táctiles en el borde que funcionan como gatillos de consola.', 'Touch zones on the edge that act as console triggers.'],
    ['rgb-lighting', 'Iluminación RGB', 'RGB lighting', ['laptop', 'desktop'], 15, 'Luces RGB configurables en el equipo.', 'Configurable RGB lights on the machine.'],
    ['liquid-cooling', 'Refrigeración líquida', 'Liquid cooling', ['desktop'], 120, 'Radiador de 360 mm para el procesador: menos temperatura y menos ruido.', 'A 360 mm radiator for the processor: lower temperatures and less noise.'],
    ['game-mode', 'Modo juego', 'Game mode', ['mobile', 'tablet'], 0, 'Prioriza el juego, bloquea notificaciones y muestra el rendimiento.', 'Puts the game first, blocks notifications and shows performance.'],
  ],
};

export const ADDITIONAL_FEATURES: AdditionalFeature[] = Object.entries(FEATURES).flatMap(([featureType, rows]) =>
  rows.map(([id, name, nameEn, deviceTypes, priceIncrement, es, en]) => ({
    group: 'additionalFeatures' as const,
    featureType: featureType as AdditionalFeatureKind,
    id,
    name,
    ...(nameEn ? { name_en: nameEn } : {}),
    deviceTypes,
    description: { es, en },
    priceIncrement,
  })),
);
