/**
 * Argentina's national holidays ("feriados nacionales") for 2026 and 2027, as the dates on
 * which they are observed: delivery dates skip them (and weekends). Past 2027 only weekends
 * are skipped until the list is extended.
 *
 * Sources:
 * - Ley 27.399 (2017), the list of national holidays; its article 6: a movable ("trasladable")
 *   holiday that falls on a Tuesday or Wednesday is observed on the Monday before, on a Thursday
 *   or Friday on the Monday after (on a weekend it stays).
 * - 2026: Decreto 614/2025 and the Jefatura de Gabinete's calendar for 2026 (Güemes observed on
 *   Monday 15 June, Soberanía Nacional on Monday 23 November). Carnival is the Monday and Tuesday
 *   before Ash Wednesday, Good Friday two days before Easter (5 April 2026, 28 March 2027).
 * - 2027: the same law applied to 2027's calendar (movable holidays moved by article 6).
 * - The "días no laborables con fines turísticos" (2026: 23 March, 10 July, 7 December) and Holy
 *   Thursday are non-working days, not holidays: the employer decides, carriers work. Not listed.
 */
export const ARGENTINA_HOLIDAYS: Readonly<Record<string, { es: string; en: string }>> = {
  '2026-01-01': { es: 'Año Nuevo', en: "New Year's Day" },
  '2026-02-16': { es: 'Carnaval', en: 'Carnival' },
  '2026-02-17': { es: 'Carnaval', en: 'Carnival' },
  '2026-03-24': { es: 'Día de la Memoria por la Verdad y la Justicia', en: 'Day of Remembrance for Truth and Justice' },
  '2026-04-02': { es: 'Día del Veterano y de los Caídos en Malvinas', en: 'Malvinas Veterans Day' },
  '2026-04-03': { es: 'Viernes Santo', en: 'Good Friday' },
  '2026-05-01': { es: 'Día del Trabajador', en: 'Labour Day' },
  '2026-05-25': { es: 'Día de la Revolución de Mayo', en: 'May Revolution Day' },
  '2026-06-15': { es: 'Paso a la Inmortalidad de Güemes (17 de junio)', en: 'Güemes Day (17 June)' },
  '2026-06-20': { es: 'Paso a la Inmortalidad de Belgrano', en: 'Flag Day (Belgrano)' },
  '2026-07-09': { es: 'Día de la Independencia', en: 'Independence Day' },
  '2026-08-17': { es: 'Paso a la Inmortalidad de San Martín', en: 'San Martín Day' },
  '2026-10-12': { es: 'Día del Respeto a la Diversidad Cultural', en: 'Day of Respect for Cultural Diversity' },
  '2026-11-23': { es: 'Día de la Soberanía Nacional (20 de noviembre)', en: 'National Sovereignty Day (20 November)' },
  '2026-12-08': { es: 'Inmaculada Concepción de María', en: 'Immaculate Conception' },
  '2026-12-25': { es: 'Navidad', en: 'Christmas Day' },
  '2027-01-01': { es: 'Año Nuevo', en: "New Year's Day" },
  '2027-02-08': { es: 'Carnaval', en: 'Carnival' },
  '2027-02-09': { es: 'Carnaval', en: 'Carnival' },
  '2027-03-24': { es: 'Día de la Memoria por la Verdad y la Justicia', en: 'Day of Remembrance for Truth and Justice' },
  '2027-03-26': { es: 'Viernes Santo', en: 'Good Friday' },
  '2027-04-02': { es: 'Día del Veterano y de los Caídos en Malvinas', en: 'Malvinas Veterans Day' },
  '2027-05-01': { es: 'Día del Trabajador', en: 'Labour Day' },
  '2027-05-25': { es: 'Día de la Revolución de Mayo', en: 'May Revolution Day' },
  '2027-06-20': { es: 'Paso a la Inmortalidad de Belgrano', en: 'Flag Day (Belgrano)' },
  '2027-06-21': { es: 'Paso a la Inmortalidad de Güemes (17 de junio)', en: 'Güemes Day (17 June)' },
  '2027-07-09': { es: 'Día de la Independencia', en: 'Independence Day' },
  '2027-08-16': { es: 'Paso a la Inmortalidad de San Martín (17 de agosto)', en: 'San Martín Day (17 August)' },
  '2027-10-11': {
    es: 'Día del Respeto a la Diversidad Cultural (12 de octubre)',
    en: 'Day of Respect for Cultural Diversity (12 October)',
  },
  '2027-11-20': { es: 'Día de la Soberanía Nacional', en: 'National Sovereignty Day' },
  '2027-12-08': { es: 'Inmaculada Concepción de María', en: 'Immaculate Conception' },
  '2027-12-25': { es: 'Navidad', en: 'Christmas Day' },
};
