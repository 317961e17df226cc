import type { CatalogueSection } from './catalogue-entry';

/**
 * Accounts spec §8 "General": request-level failures, profile form, lists, the generic
 * 5000 + server-code family, terms, and the token / network / unknown fallbacks.
 */
export const generalErrors = {
  1500: { en: 'Invalid request', es: 'La solicitud no es válida' },
  1501: { en: 'Authentication failed', es: 'Error de autenticación' },
  1502: {
    en: 'Server error. Please try again later.',
    es: 'Error del servidor. Inténtalo de nuevo más tarde.',
  },
  1503: { en: 'Missing log message', es: 'Falta el mensaje de registro' },
  1900: { en: 'Invalid value', es: 'Valor no válido' },
  1901: { en: 'Your profile could not be updated', es: 'No se pudo actualizar tu perfil' },
  1902: {
    en: 'Date of birth must be in YYYY-MM-DD format',
    es: 'La fecha de nacimiento debe tener el formato AAAA-MM-DD',
  },
  1903: { en: 'Invalid marketing country', es: 'El país de marketing no es válido' },
  1904: { en: 'Invalid marketing language', es: 'El idioma de marketing no es válido' },
  2200: { en: 'Not authorized or profile not found', es: 'No autorizado o perfil no encontrado' },
  2201: { en: 'List title is missing', es: 'Falta el título de la lista' },
  2202: { en: 'List not found', es: 'No se encontró la lista' },
  2203: {
    en: 'Content type is unsupported or missing',
    es: 'Falta el tipo de contenido o no es compatible',
  },
  2204: {
    en: 'List item not found or missing',
    es: 'Falta el elemento de la lista o no se encontró',
  },
  2205: { en: 'Already exists in this list', es: 'Ya existe en esta lista' },
  2206: { en: 'List items could not be found', es: 'No se encontraron los elementos de la lista' },
  2207: { en: 'You cannot follow your own list', es: 'No puedes seguir tu propia lista' },
  2208: {
    en: 'You have reached the maximum number of lists',
    es: 'Has alcanzado el número máximo de listas',
  },
  2209: { en: 'This list is full', es: 'Esta lista está llena' },
  2300: { en: 'Board not found', es: 'No se encontró el foro' },
  2301: { en: 'Thread not found', es: 'No se encontró el hilo' },
  2302: { en: 'Reply not found', es: 'No se encontró la respuesta' },
  2303: { en: 'You can only change your own posts', es: 'Solo puedes cambiar tus propias publicaciones' },
  2304: { en: 'This thread is locked', es: 'Este hilo está cerrado' },
  2305: {
    en: 'You are posting too fast. Please wait a few minutes.',
    es: 'Estás publicando demasiado rápido. Espera unos minutos.',
  },
  2306: {
    en: 'A thread needs a title of at most 150 characters',
    es: 'Un hilo necesita un título de 150 caracteres como máximo',
  },
  2307: {
    en: 'A post needs text of at most 5000 characters',
    es: 'Una publicación necesita un texto de 5000 caracteres como máximo',
  },
  2308: { en: 'Review not found', es: 'No se encontró la reseña' },
  2309: { en: 'Only staff can do this', es: 'Solo el equipo de moderación puede hacer esto' },
  5001: { en: 'API Not Found', es: 'API no encontrada' },
  5002: { en: 'Method not allowed', es: 'Método no permitido' },
  5003: { en: 'Invalid page size', es: 'El tamaño de página no es válido' },
  5004: { en: 'Page must be an integer', es: 'La página debe ser un número entero' },
  5005: { en: 'Page does not exist', es: 'La página no existe' },
  5006: { en: 'Invalid filter', es: 'El filtro no es válido' },
  5007: { en: 'Missing parameter', es: 'Falta un parámetro' },
  5008: { en: 'Invalid parameter', es: 'Parámetro no válido' },
  5009: {
    en: 'Season number must be an integer',
    es: 'El número de temporada debe ser un número entero',
  },
  5010: { en: 'Sort must be asc or desc', es: 'El orden debe ser asc o desc' },
  5100: { en: 'Terms not found', es: 'No se encontraron los términos' },
  5101: { en: 'Invalid terms revision', es: 'La revisión de los términos no es válida' },
  5102: {
    en: 'This terms revision is out of date',
    es: 'Esta revisión de los términos está desactualizada',
  },
  9001: { en: 'Authentication required', es: 'Se requiere autenticación' },
  9002: { en: 'Invalid or missing user token', es: 'Falta el token de usuario o no es válido' },
  9003: { en: 'Permission denied', es: 'Permiso denegado' },
  9004: { en: 'Resource not found', es: 'No se encontró el recurso' },
  9005: { en: 'Service unavailable', es: 'Servicio no disponible' },
  9998: { en: 'Network error', es: 'Error de red' },
  9999: { en: 'Unknown error', es: 'Error desconocido' },
} as const satisfies CatalogueSection;
