import type { DeviceType } from './groups';
import type { SecurityComponent } from './schemas';

/** Security hardware of phones, tablets and laptops: how the device is unlocked and how its secrets are kept. */

type SecurityRow = [
  id: string,
  name: string,
  nameEn: string | null,
  brand: string | null,
  deviceTypes: DeviceType[],
  priceIncrement: number,
  es: string,
  en: string,
];

// prettier-ignore
const rows: SecurityRow[] = [
  ['face-id', 'Face ID', null, 'Apple', ['mobile', 'tablet'], 0, 'Reconocimiento facial en 3D con proyector de puntos infrarrojos; funciona a oscuras.', '3D face recognition with an infrared dot projector; works in the dark.'],
  ['touch-id', 'Touch ID', null, 'Apple', ['tablet', 'laptop'], 0, 'Lector de huellas de Apple en el botón de encendido o en el teclado.', "Apple's fingerprint reader in the power button or on the keyboard."],
  ['ultrasonic-fingerprint', 'Lector de huellas ultrasónico', 'Ultrasonic fingerprint reader', null, ['mobile'], 20, 'Lector bajo la pantalla que lee la huella con ultrasonido: rápido aun con los dedos húmedos.', 'An under-display reader that scans the finger with ultrasound: fast even with wet fingers.'],
  ['optical-fingerprint', 'Lector de huellas óptico', 'Optical fingerprint reader', null, ['mobile'], 0, 'Lector bajo la pantalla que fotografía la huella.', 'An under-display reader that photographs the fingerprint.'],
  ['side-fingerprint', 'Lector de huellas lateral', 'Side fingerprint reader', null, ['mobile', 'tablet'], 0, 'Lector en el botón lateral: desbloquea al tomar el equipo.', 'A reader in the side button: unlocks as you pick the device up.'],
  ['face-unlock-2d', 'Desbloqueo facial 2D', '2D face unlock', null, ['mobile', 'tablet'], 0, 'Desbloqueo con la cámara frontal; cómodo, pero menos seguro que uno 3D.', 'Unlocking with the front camera; handy, but less secure than a 3D system.'],
  ['secure-enclave', 'Secure Enclave', null, 'Apple', ['mobile', 'tablet', 'laptop'], 0, 'Procesador aislado que guarda las claves y los datos biométricos.', 'An isolated processor that keeps keys and biometric data.'],
  ['titan-m2', 'Titan M2', null, 'Google', ['mobile'], 0, 'Chip de seguridad de Google en los Pixel para claves y arranque verificado.', "Google's security chip in Pixel phones for keys and verified boot."],
  ['samsung-knox', 'Samsung Knox', null, 'Samsung', ['mobile', 'tablet'], 0, 'Plataforma de seguridad de Samsung desde el hardware, con una bóveda para datos sensibles.', "Samsung's hardware-rooted security platform, with a vault for sensitive data."],
  ['tpm-2', 'TPM 2.0', null, null, ['laptop'], 0, 'Módulo de plataforma segura que exige Windows 11 para el cifrado y el arranque seguro.', 'The trusted platform module Windows 11 requires for encryption and secure boot.'],
  ['microsoft-pluton', 'Microsoft Pluton', null, 'Microsoft', ['laptop'], 0, 'Procesador de seguridad dentro de la CPU que protege credenciales y claves de cifrado.', 'A security processor inside the CPU that guards credentials and encryption keys.'],
  ['windows-hello-ir-camera', 'Cámara IR Windows Hello', 'Windows Hello IR camera', null, ['laptop'], 30, 'Cámara infrarroja para iniciar sesión en Windows con el rostro.', 'An infrared camera to sign in to Windows with your face.'],
  ['fingerprint-power-button', 'Huella en el botón de encendido', 'Fingerprint power button', null, ['laptop'], 20, 'Enciende e inicia sesión con un solo toque.', 'Powers on and signs in with a single touch.'],
  ['fingerprint-match-on-chip', 'Lector de huellas match-on-chip', 'Match-on-chip fingerprint reader', null, ['laptop'], 30, 'La huella se compara dentro del propio lector y nunca sale de él.', 'The fingerprint is matched inside the reader and never leaves it.'],
];

export const SECURITY: SecurityComponent[] = rows.map(
  ([id, name, nameEn, brand, deviceTypes, priceIncrement, es, en]) => ({
    group: 'security',
    id,
    name,
    ...(nameEn ? { name_en: nameEn } : {}),
    ...(brand ? { brand } : {}),
    deviceTypes,
    description: { es, en },
    priceIncrement,
  }),
);
