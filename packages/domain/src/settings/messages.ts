/** The texts of the shop's settings (spread into the domain's tables). */
export const settingsMessages = {
  es: {
    'settings.money.invalid':
      'Los costos y el umbral de envío gratis deben ser importes en AR$ entre 0 y 100.000.000, con hasta 2 decimales',
    'settings.days.invalid': 'Los días de entrega deben ser un número entero entre 0 y 60',
    'settings.days.order': 'El máximo de días de entrega no puede ser menor que el mínimo',
    'settings.rate.invalid':
      'La cotización debe ser un número positivo de AR$ por unidad, menor que 1.000.000, con hasta 4 decimales',
    'settings.cutOff.invalid':
      'El horario de corte va en formato de 24 horas, hh:mm (de 00:00 a 23:59; por ejemplo 14:00)',
    'settings.zones.invalid':
      'Las zonas de envío deben incluir AMBA, resto de Buenos Aires, otras provincias y Tierra del Fuego',
    'settings.pickupAddress.invalid':
      'La dirección de retiro, en español y en inglés, debe tener entre 5 y 200 caracteres',
    'settings.pickupHours.invalid': 'El horario de retiro no puede superar los 200 caracteres',
    'settings.pickupHours.twin': 'Escribe el horario de retiro en los dos idiomas, o deja los dos vacíos',
    'settings.lowStock.invalid': 'El umbral de stock bajo debe ser un número entero entre 0 y 100.000',
    'settings.saved': 'Ajustes guardados',
    'settings.changed': 'Otra persona cambió los ajustes mientras los editabas. Vuelve a cargarlos y repite el cambio',
    'audit.kind.forbidden': 'Solo un superadministrador puede ver ese tipo de registro',
    'audit.query.invalid': 'El filtro del registro no es válido: revisa la persona, el tipo, las fechas y la página',
  },
  en: {
    'settings.money.invalid':
      'Costs and the free-delivery threshold must be AR$ amounts between 0 and 100,000,000, with at most 2 decimals',
    'settings.days.invalid': 'Delivery days must be a whole number between 0 and 60',
    'settings.days.order': 'The most delivery days cannot be fewer than the fewest',
    'settings.rate.invalid':
      'The exchange rate must be a positive number of AR$ per unit, below 1,000,000, with at most 4 decimals',
    'settings.cutOff.invalid': 'The cut-off time is written in 24-hour time, hh:mm (00:00 to 23:59; for example 14:00)',
    'settings.zones.invalid':
      'The delivery zones must include AMBA, the rest of Buenos Aires, the other provinces and Tierra del Fuego',
    'settings.pickupAddress.invalid': 'The pickup address, in Spanish and in English, must be 5 to 200 characters long',
    'settings.pickupHours.invalid': 'The pickup hours cannot be longer than 200 characters',
    'settings.pickupHours.twin': 'Write the pickup hours in both languages, or leave both empty',
    'settings.lowStock.invalid': 'The low-stock threshold must be a whole number between 0 and 100,000',
    'settings.saved': 'Settings saved',
    'settings.changed':
      'Someone else changed the settings while you were editing them. Load them again and repeat your change',
    'audit.kind.forbidden': 'Only a superadmin can see that kind of entry',
    'audit.query.invalid': "The log's filter is not valid: check the person, the kind, the dates and the page",
  },
} as const;
