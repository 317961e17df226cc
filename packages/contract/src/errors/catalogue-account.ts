import type { CatalogueSection } from './catalogue-entry';

/**
 * Accounts spec §8 "Account", "Misc" and "Device". English texts the spec quotes are kept
 * verbatim; the others are written for the people who read them on a form.
 */
export const accountErrors = {
  1000: { en: 'Invalid password token', es: 'El token de contraseña no es válido' },
  1001: {
    en: 'Password must be at least 8 characters',
    es: 'La contraseña debe tener al menos 8 caracteres',
  },
  1002: { en: 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  1003: { en: 'Invalid user token', es: 'El token de usuario no es válido' },
  1005: {
    en: 'Username must be at least 6 characters',
    es: 'El nombre de usuario debe tener al menos 6 caracteres',
  },
  1006: { en: 'Invalid email format', es: 'El formato del correo electrónico no es válido' },
  1007: { en: 'Username already exists', es: 'El nombre de usuario ya existe' },
  1008: { en: 'Email already exists', es: 'Ya existe una cuenta con este correo electrónico' },
  1009: { en: 'Invalid username or password', es: 'Nombre de usuario o contraseña incorrectos' },
  1010: { en: 'Email is required', es: 'El correo electrónico es obligatorio' },
  1014: { en: 'User not found', es: 'No se encontró el usuario' },
  1015: { en: 'Too many requests', es: 'Demasiadas solicitudes' },
  1021: {
    en: 'Username may only contain letters, digits and @ . + - _',
    es: 'El nombre de usuario solo puede contener letras, dígitos y @ . + - _',
  },
  1022: {
    en: 'Your login session has expired. Please log out and log in again.',
    es: 'Tu sesión ha caducado. Cierra la sesión y vuelve a iniciarla.',
  },
  1024: {
    en: 'Username must be under 30 characters',
    es: 'El nombre de usuario debe tener menos de 30 caracteres',
  },
  1025: { en: 'Password is required', es: 'La contraseña es obligatoria' },
  1031: { en: 'Account Locked', es: 'Cuenta bloqueada' },
  1032: { en: 'Invalid requires_password_reset', es: 'El valor de requires_password_reset no es válido' },
  1033: { en: 'Invalid marketing language', es: 'El idioma de marketing no es válido' },
  1034: { en: 'Invalid marketing country', es: 'El país de marketing no es válido' },
  1035: {
    en: 'Invalid marketing language and country',
    es: 'El idioma y el país de marketing no son válidos',
  },
  1073: { en: 'Password too short', es: 'La contraseña es demasiado corta' },
  1074: {
    en: 'Password must not match any of your last 8 passwords',
    es: 'La contraseña no puede coincidir con ninguna de tus 8 últimas contraseñas',
  },
  1075: {
    en: 'Password is too similar to your username, name or email',
    es: 'La contraseña se parece demasiado a tu nombre de usuario, tu nombre o tu correo electrónico',
  },
  1076: { en: 'Password is too common', es: 'La contraseña es demasiado común' },
  1077: { en: 'Password cannot be only numbers', es: 'La contraseña no puede contener solo números' },
  1078: { en: 'Password does not meet the requirements', es: 'La contraseña no cumple los requisitos' },
  1079: {
    en: 'Password was changed recently. Please try again later.',
    es: 'La contraseña se cambió hace poco. Inténtalo de nuevo más tarde.',
  },
  1080: { en: 'Captcha Error. Please try again.', es: 'Error de captcha. Inténtalo de nuevo.' },
  1085: { en: 'Invalid confirmation token', es: 'El token de confirmación no es válido' },
  1086: { en: 'Missing confirmation token', es: 'Falta el token de confirmación' },
} as const satisfies CatalogueSection;

/** Reviews, experiments, bookmarks, content look-ups, viewer controls and consumer config. */
export const miscErrors = {
  1026: { en: 'Rating must be a whole number', es: 'La valoración debe ser un número entero' },
  1027: { en: 'Rating must be between 1 and 5', es: 'La valoración debe estar entre 1 y 5' },
  1028: {
    en: 'Review subject must be at most 100 characters',
    es: 'El asunto de la reseña debe tener como máximo 100 caracteres',
  },
  1029: {
    en: 'Review comment must be at most 1024 characters',
    es: 'El comentario de la reseña debe tener como máximo 1024 caracteres',
  },
  1030: { en: 'You have already reviewed this title', es: 'Ya has escrito una reseña de este título' },
  1040: { en: 'Invalid cohort experiment', es: 'El experimento de cohorte no es válido' },
  1050: { en: 'Invalid Early Access Code', es: 'El código de acceso anticipado no es válido' },
  1051: { en: 'Experiment does not exist', es: 'El experimento no existe' },
  1052: { en: 'Thread already bookmarked', es: 'Este hilo ya está en tus marcadores' },
  1053: { en: 'Bookmarked thread not found', es: 'No se encontró el hilo en tus marcadores' },
  1054: { en: 'No thread path given', es: 'No se indicó la ruta del hilo' },
  1055: { en: 'Page out of bounds', es: 'La página está fuera de rango' },
  1056: { en: 'Thread does not exist', es: 'El hilo no existe' },
  1060: { en: 'Content type is invalid', es: 'El tipo de contenido no es válido' },
  1061: { en: 'Content not found', es: 'No se encontró el contenido' },
  1070: { en: 'Pin must be at most 4 characters', es: 'El PIN debe tener como máximo 4 caracteres' },
  1071: { en: 'Invalid age rating', es: 'La clasificación por edad no es válida' },
  1072: { en: 'Invalid TV rating', es: 'La clasificación de TV no es válida' },
  1200: { en: 'Invalid config', es: 'La configuración no es válida' },
  1201: { en: 'Invalid country code', es: 'El código de país no es válido' },
} as const satisfies CatalogueSection;

/** TV-style device linking with a short code (accounts spec §4 "Device linking"). */
export const deviceErrors = {
  1400: { en: 'Device Linking Failed', es: 'No se pudo vincular el dispositivo' },
  1401: { en: 'Missing Short Code', es: 'Falta el código corto' },
  1402: {
    en: 'Short code must be at most 5 characters',
    es: 'El código corto debe tener como máximo 5 caracteres',
  },
  1403: { en: 'This code does not exist or has expired', es: 'Este código no existe o ha caducado' },
  1404: { en: 'User not linked', es: 'El usuario no está vinculado' },
  1405: { en: 'Device login failed', es: 'No se pudo iniciar sesión en el dispositivo' },
} as const satisfies CatalogueSection;

/** Parental controls (issue 23): the product's codes beside the spec's 1070–1072. */
export const parentalErrors = {
  1410: {
    en: 'This title is locked by parental controls',
    es: 'Este título está bloqueado por el control parental',
  },
  1411: { en: 'Incorrect PIN', es: 'PIN incorrecto' },
  1412: {
    en: 'Too many incorrect PINs. Try again later',
    es: 'Demasiados PIN incorrectos. Inténtalo más tarde',
  },
  1413: { en: 'No PIN is set', es: 'No hay ningún PIN configurado' },
} as const satisfies CatalogueSection;
