import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_FEATURE_KINDS,
  ADDITIONAL_FEATURES,
  ALL_COMPONENTS,
  COMPONENT_GROUP_NAMES,
  DESKTOP_GPUS,
  DESKTOP_PROCESSORS,
  LAPTOP_GPUS,
  LAPTOP_PROCESSORS,
  MOBILE_PROCESSORS,
  RAM,
  RANKED_LISTS,
  type Processor,
} from './index';
import {
  deviceTypeProblems,
  duplicateIds,
  missingTranslations,
  processorProblems,
  rankingProblems,
  shapeProblems,
  sourceProblems,
} from './integrity';

const processors: Processor[] = [...MOBILE_PROCESSORS, ...LAPTOP_PROCESSORS, ...DESKTOP_PROCESSORS];
const gpus = [...LAPTOP_GPUS, ...DESKTOP_GPUS];
const sample = MOBILE_PROCESSORS[0]!;

describe('the integrity rules find what breaks them', () => {
  it('a duplicate id, even across groups', () => {
    expect(duplicateIds([{ id: 'a' }, { id: 'b' }, { id: 'a' }])).toEqual(['a']);
    expect(duplicateIds([{ id: 'a' }, { id: 'b' }])).toEqual([]);
  });

  it('a ranked list with a gap or a tie', () => {
    const ranked = (...rankings: number[]) => rankings.map((ranking, index) => ({ id: `p${index}`, ranking }));
    expect(rankingProblems(ranked(0, 1, 2))).toEqual([]);
    expect(rankingProblems(ranked(0, 2, 3))).toContain('gap at 1');
    expect(rankingProblems(ranked(0, 1, 1))).toContain('tie at 1: p1, p2');
    expect(rankingProblems(ranked(1, 2, 3))).toContain('gap at 0');
  });

  it('a missing translation', () => {
    expect(missingTranslations([{ id: 'x', description: { es: 'Hola', en: ' ' } }])).toEqual(['x: description.en']);
    expect(missingTranslations([{ id: 'x', description: { es: '', en: 'Hi' } }])).toEqual(['x: description.es']);
    expect(
      missingTranslations([{ id: 'x', description: { es: 'Hola', en: 'Hi' }, color: { es: 'Negro', en: '' } }]),
    ).toEqual(['x: color.en']);
    expect(shapeProblems([{ ...sample, description: { es: 'Hola', en: '' } }])).not.toEqual([]);
  });

  it('an entry without a device type, or with one its group is not kept for', () => {
    expect(deviceTypeProblems([{ id: 'x', group: 'gpu', deviceTypes: [] }])).toEqual(['x: no device type']);
    expect(deviceTypeProblems([{ id: 'x', group: 'desktopCases', deviceTypes: ['mobile'] }])).toEqual([
      'x: desktopCases is not kept for mobile',
    ]);
    expect(deviceTypeProblems([{ id: 'x', group: 'operatingSystems', deviceTypes: ['laptop'] }])).toEqual([]);
  });

  it('a processor with fewer threads than cores, or a boost below its base clock', () => {
    const chip = { id: 'c', cores: 8, threads: 16, baseClockGHz: 3, boostClockGHz: 5 };
    expect(processorProblems([chip])).toEqual([]);
    expect(processorProblems([{ ...chip, threads: 6 }])).toEqual(['c: 6 threads < 8 cores']);
    expect(processorProblems([{ ...chip, boostClockGHz: 2.5 }])).toEqual(['c: boost 2.5 GHz < base 3 GHz']);
  });

  it('a processor or GPU without an https source', () => {
    expect(sourceProblems([{ id: 'a', source: 'https://www.amd.com/' }])).toEqual([]);
    expect(sourceProblems([{ id: 'a', source: 'http://www.amd.com/' }])).toEqual(['a: source is not https']);
    expect(sourceProblems([{ id: 'a' }])).toEqual(['a: no source']);
    expect(sourceProblems([{ id: 'a', source: 'amd.com' }])).toEqual(['a: source is not a URL']);
  });

  it('an entry of the wrong shape', () => {
    expect(shapeProblems([sample])).toEqual([]);
    expect(shapeProblems([{ ...sample, id: 'Not An Id' }])).not.toEqual([]);
    expect(shapeProblems([{ ...sample, source: 'http://example.com' }])).not.toEqual([]);
    expect(shapeProblems([{ ...sample, deviceTypes: [] }])).not.toEqual([]);
  });
});

describe('the built-in catalogues', () => {
  it('every entry has the shape of its group', () => {
    expect(shapeProblems(ALL_COMPONENTS)).toEqual([]);
  });

  it('no id is used twice, across all groups', () => {
    expect(duplicateIds(ALL_COMPONENTS)).toEqual([]);
  });

  it.each(Object.entries(RANKED_LISTS))('the %s ranking has no gap and no tie', (_name, list) => {
    expect(rankingProblems(list)).toEqual([]);
  });

  it('every text is in Spanish and English', () => {
    expect(missingTranslations(ALL_COMPONENTS)).toEqual([]);
  });

  it('every entry has device types its group is kept for', () => {
    expect(deviceTypeProblems(ALL_COMPONENTS)).toEqual([]);
  });

  it('no processor has fewer threads than cores or a boost below its base clock', () => {
    expect(processorProblems(processors)).toEqual([]);
  });

  it('every processor and GPU names its maker page over https', () => {
    expect(sourceProblems([...processors, ...gpus])).toEqual([]);
  });

  it('holds the lists the spec asks for, at their sizes', () => {
    expect(MOBILE_PROCESSORS.length).toBeGreaterThanOrEqual(145);
    expect(LAPTOP_PROCESSORS.length).toBeGreaterThanOrEqual(145);
    expect(DESKTOP_PROCESSORS.length).toBeGreaterThan(40);
    expect(new Set(ALL_COMPONENTS.map((entry) => entry.group))).toEqual(new Set(COMPONENT_GROUP_NAMES));
    expect(new Set(ADDITIONAL_FEATURES.map((feature) => feature.featureType))).toEqual(
      new Set(ADDITIONAL_FEATURE_KINDS),
    );
  });

  it('keeps each ranked list to its own device type', () => {
    for (const chip of MOBILE_PROCESSORS)
      expect(
        chip.deviceTypes.every((type) => type === 'mobile' || type === 'tablet'),
        chip.id,
      ).toBe(true);
    for (const chip of LAPTOP_PROCESSORS) expect(chip.deviceTypes, chip.id).toEqual(['laptop']);
    for (const chip of DESKTOP_PROCESSORS) expect(chip.deviceTypes, chip.id).toEqual(['desktop']);
    for (const gpu of LAPTOP_GPUS) expect(gpu.deviceTypes, gpu.id).toEqual(['laptop']);
    for (const gpu of DESKTOP_GPUS) expect(gpu.deviceTypes, gpu.id).toEqual(['desktop']);
  });

  it('offers memory of a kind every processor takes, for its device type', () => {
    const missing = processors.filter(
      (chip) =>
        !RAM.some(
          (ram) =>
            chip.memoryKinds.includes(ram.kind) && ram.deviceTypes.some((type) => chip.deviceTypes.includes(type)),
        ),
    );
    expect(missing.map((chip) => chip.id)).toEqual([]);
  });

  it('gives every dedicated GPU its memory and power, and no integrated one either', () => {
    for (const gpu of gpus) {
      const dedicated = gpu.kind === 'dedicated';
      expect(gpu.memoryGB !== undefined && gpu.tdpW !== undefined, gpu.id).toBe(dedicated);
    }
  });
});
