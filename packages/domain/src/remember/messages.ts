/** The texts of back-in-stock alerts and favourites, by key (spread into the domain's tables). */
export const rememberMessages = {
  es: {
    'stockAlerts.email.invalid': 'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com',
    'stockAlerts.consent.required': 'Para avisarte, acepta que te escribamos a ese correo cuando vuelva el producto',
    'stockAlerts.inStock': 'Este producto ya tiene stock: puedes comprarlo ahora',
    'stockAlerts.tooMany': 'Pediste demasiados avisos con este correo en la última hora. Prueba más tarde',
    'stockAlerts.token.invalid': 'Este enlace para darte de baja no es válido',
    'favourites.id.invalid': 'El identificador del producto no es válido',
    'favourites.tooMany': 'Puedes guardar como máximo {{count}} favoritos. Quita alguno para agregar otro',
    'favourites.removed': 'Producto quitado de favoritos',
  },
  en: {
    'stockAlerts.email.invalid': 'Enter a valid e-mail address, for example name@example.com',
    'stockAlerts.consent.required': 'To be told, agree that we e-mail that address when the product is back',
    'stockAlerts.inStock': 'This product is in stock: you can buy it now',
    'stockAlerts.tooMany': 'You asked for too many alerts with this e-mail in the last hour. Try again later',
    'stockAlerts.token.invalid': 'This unsubscribe link is not valid',
    'favourites.id.invalid': 'The product id is not valid',
    'favourites.tooMany': 'You can keep at most {{count}} favourites. Remove one to add another',
    'favourites.removed': 'Product removed from favourites',
  },
} as const;
