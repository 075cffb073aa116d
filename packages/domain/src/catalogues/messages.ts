/** Texts of the component catalogues' query rules, spread into the domain's one table (`../messages.ts`). */
export const catalogueMessages = {
  es: {
    'components.deviceType.invalid': 'El tipo de dispositivo debe ser mobile, tablet, laptop, desktop o computer',
    'components.group.invalid':
      'El grupo debe ser processors, ram, storage, screens, batteries, operatingSystems, desktopCases, powerSupplies, gpu, security o additionalFeatures',
  },
  en: {
    'components.deviceType.invalid': 'The device type must be mobile, tablet, laptop, desktop or computer',
    'components.group.invalid':
      'The group must be processors, ram, storage, screens, batteries, operatingSystems, desktopCases, powerSupplies, gpu, security or additionalFeatures',
  },
} as const;
