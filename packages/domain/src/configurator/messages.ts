/** The configurator's texts, by key (spread into the domain's tables). */
export const configuratorMessages = {
  es: {
    'configurator.option.invalid': 'Cada alternativa debe tener un id y un nombre',
    'configurator.option.increment': 'El incremento de precio debe ser un número',
    'configurator.choice.invalid': 'La configuración elegida es demasiado larga',
    'configurator.incompatible.power':
      'La fuente de {{wattage}} W no alcanza: esta configuración necesita al menos {{required}} W',
    'configurator.incompatible.memory': 'El procesador {{processor}} no admite memoria {{kind}}',
    'configurator.incompatible.memoryUnified': 'El procesador {{processor}} no admite memoria unificada',
  },
  en: {
    'configurator.option.invalid': 'Each alternative needs an id and a name',
    'configurator.option.increment': 'The price increment must be a number',
    'configurator.choice.invalid': 'The chosen configuration is too long',
    'configurator.incompatible.power':
      'The {{wattage}} W power supply is not enough: this configuration needs at least {{required}} W',
    'configurator.incompatible.memory': 'The {{processor}} processor does not support {{kind}} memory',
    'configurator.incompatible.memoryUnified': 'The {{processor}} processor does not support unified memory',
  },
} as const;
