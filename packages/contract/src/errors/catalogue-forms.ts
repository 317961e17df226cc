import type { CatalogueSection } from './catalogue-entry';

/**
 * Field rules (6000-6005 carry field, values, min or max length), image loading, OAuth, email
 * verification, uploads, check-in, purchase queries and rewards.
 */
export const fieldErrors = {
  6000: { en: 'This field is required', es: 'Este campo es obligatorio' },
  6001: {
    en: 'This field has an invalid format or value',
    es: 'El formato o el valor de este campo no es válido',
  },
  6002: { en: 'This field has the wrong value', es: 'El valor de este campo es incorrecto' },
  6003: { en: 'This field is too short', es: 'Este campo es demasiado corto' },
  6004: { en: 'This field is too long', es: 'Este campo es demasiado largo' },
  6005: { en: 'This field has the wrong type', es: 'El tipo de este campo es incorrecto' },
  6500: { en: 'Image could not be loaded', es: 'No se pudo cargar la imagen' },
  6501: { en: 'Image address is missing', es: 'Falta la dirección de la imagen' },
  6502: { en: 'Image format is not supported', es: 'El formato de la imagen no es compatible' },
  6503: { en: 'Image took too long to load', es: 'La imagen tardó demasiado en cargar' },
} as const satisfies CatalogueSection;

export const memberErrors = {
  7000: { en: 'OAuth provider not configured', es: 'El proveedor de OAuth no está configurado' },
  7500: { en: 'Email verification failed', es: 'No se pudo verificar el correo electrónico' },
  7501: { en: 'Invalid verification token', es: 'El token de verificación no es válido' },
  7502: { en: 'Verification token has expired', es: 'El token de verificación ha caducado' },
  7503: { en: 'Email is already verified', es: 'El correo electrónico ya está verificado' },
  7504: {
    en: 'Please wait before requesting another verification email',
    es: 'Espera antes de solicitar otro correo de verificación',
  },
  7700: { en: 'Avatar image is missing or invalid', es: 'Falta la imagen del avatar o no es válida' },
  7701: {
    en: 'Avatar image dimensions are too large',
    es: 'Las dimensiones de la imagen del avatar son demasiado grandes',
  },
  7702: { en: 'Avatar file is too large', es: 'El archivo del avatar es demasiado grande' },
  7750: { en: 'Must Be Admin', es: 'Debes ser administrador' },
  7751: { en: 'Not Found', es: 'No encontrado' },
  7752: { en: 'Invalid Data', es: 'Datos no válidos' },
  7800: { en: 'Banner image is missing or invalid', es: 'Falta la imagen del banner o no es válida' },
  7801: {
    en: 'Banner image dimensions are too large',
    es: 'Las dimensiones de la imagen del banner son demasiado grandes',
  },
  7802: { en: 'Banner file is too large', es: 'El archivo del banner es demasiado grande' },
  7900: { en: 'Invalid type', es: 'Tipo no válido' },
  8000: { en: 'Invalid permissions type', es: 'El tipo de permiso no es válido' },
  8100: { en: 'Invalid purchase query', es: 'La consulta de compras no es válida' },
  8101: { en: 'Page must be a number', es: 'La página debe ser un número' },
  8102: { en: 'Page size must be a number', es: 'El tamaño de página debe ser un número' },
  8103: {
    en: 'Order must be title, -title, purchase_date or -purchase_date',
    es: 'El orden debe ser title, -title, purchase_date o -purchase_date',
  },
  8104: { en: 'Inactive must be true or false', es: 'El valor de inactive debe ser true o false' },
  8105: { en: 'Model must be book or episode', es: 'El modelo debe ser book o episode' },
  8106: {
    en: 'Source must be admingrant, all, promocodegrant, purchased or undefined',
    es: 'El origen debe ser admingrant, all, promocodegrant, purchased o undefined',
  },
  8200: { en: 'Not registered with rewards', es: 'No estás registrado en el programa de recompensas' },
} as const satisfies CatalogueSection;
