/**
 * The shop speaks Spanish as 'tú' (the specification's exact strings: '¿No tienes cuenta?
 * Regístrate'), never as 'vos'. This finds the voseo forms in a Spanish text so a test can
 * refuse them wherever a Spanish text is written: the imperatives with a stressed final vowel
 * ('Revisá', 'Elegí', 'poné' instead of 'Revisa', 'Elige', 'pon'), the present forms ('tenés',
 * 'podés', 'elegís' instead of 'tienes', 'puedes', 'eliges') and the pronouns 'vos' and 'sos'.
 *
 * Spanish has other words ending in a stressed vowel, which are left alone: the future
 * ('será', 'podrás', 'verás': the infinitive plus the ending, or one of the irregular stems),
 * and a short list of common words ('está', 'más', 'aquí', 'qué', 'inglés'...). A new false
 * alarm is one more word in that list.
 */

/** Words ending in a stressed vowel that are standard Spanish (tú or no verb at all). */
const STANDARD_WORDS = new Set([
  'está',
  'estás',
  'esté',
  'estés',
  'dé',
  'dés',
  'sé',
  'té',
  'fé',
  'qué',
  'más',
  'jamás',
  'además',
  'atrás',
  'demás',
  'detrás',
  'quizás',
  'acá',
  'allá',
  'aquí',
  'allí',
  'ahí',
  'así',
  'sí',
  'mí',
  'país',
  'maíz',
  'después',
  'exprés',
  'través',
  'inglés',
  'francés',
  'portugués',
  'japonés',
  'interés',
  'revés',
  'cortés',
  'café',
  'caché',
  'bebé',
  'sofá',
  'mamá',
  'papá',
  'ají',
  'maní',
  'rubí',
  'esquí',
  'ojalá',
  // First person of the past ('Olvidé mi contraseña'): an -ar verb's voseo imperative ends in -á.
  'olvidé',
]);

/** Short -ar verbs whose voseo imperative looks like a future ('Mirá' as if from a verb 'mir'). */
const VOSEO_LOOKING_FUTURE = new Set(['mirá', 'mirás', 'tirá', 'tirás', 'girá', 'girás', 'retirá', 'retirás']);

const IRREGULAR_FUTURE_STEMS = /(?:podr|tendr|saldr|habr|sabr|dir|har|querr|pondr|vendr|cabr|valdr)(?:á|ás|é)$/;
const REGULAR_FUTURE = /(?:ar|er|ir)(?:á|ás|é)$/;

/** Always voseo, whatever the context: the pronoun and 'sos' (for 'eres'). */
const VOSEO_WORDS = new Set(['vos', 'sos']);

const WORD = /\p{L}+/gu;

function isVoseo(word: string): boolean {
  // 'SOS' (the distress call) and other words in capitals are names, not speech.
  if (word.length > 1 && word === word.toUpperCase()) return false;
  const lower = word.toLowerCase();
  if (VOSEO_WORDS.has(lower)) return true;
  if (lower.length < 3 || STANDARD_WORDS.has(lower)) return false;
  if (!/(?:á|é|í|ás|és|ís)$/.test(lower)) return false;
  if (VOSEO_LOOKING_FUTURE.has(lower)) return true;
  return !(REGULAR_FUTURE.test(lower) || IRREGULAR_FUTURE_STEMS.test(lower));
}

/** The voseo forms in a Spanish text, in the order they appear (empty when it speaks as 'tú'). */
export function voseoForms(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[0]).filter(isVoseo);
}
