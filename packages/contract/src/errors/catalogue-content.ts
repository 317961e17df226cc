import type { CatalogueSection } from './catalogue-entry';

/**
 * Catalogue spec §8: series and model ids, video and comic problems, products, homepage,
 * jsonbags (banners), collections and clips. 1700-1725 are listed one by one because the video
 * manifest mapping (S01 -> 1704 ... 1 -> 1721) and the client checks (1715-1717) name them.
 */
export const seriesErrors = {
  1600: { en: 'Invalid series id', es: 'El identificador de la serie no es válido' },
  1601: { en: 'Series not found', es: 'No se encontró la serie' },
  1602: { en: 'Invalid season id', es: 'El identificador de la temporada no es válido' },
  1603: { en: 'Season not found', es: 'No se encontró la temporada' },
  1604: { en: 'Invalid episode id', es: 'El identificador del episodio no es válido' },
  1605: { en: 'Episode not found', es: 'No se encontró el episodio' },
  1650: { en: 'Invalid model id', es: 'El identificador del modelo no es válido' },
  1651: { en: 'Model not found', es: 'No se encontró el modelo' },
  1652: { en: 'Invalid model type', es: 'El tipo de modelo no es válido' },
} as const satisfies CatalogueSection;

export const playbackErrors = {
  1700: { en: 'Series id must be a number', es: 'El identificador de la serie debe ser un número' },
  1701: { en: 'Episode number must be a number', es: 'El número de episodio debe ser un número' },
  1702: { en: 'Invalid video id', es: 'El identificador del vídeo no es válido' },
  1703: {
    en: 'This content is not available in your location',
    es: 'Este contenido no está disponible en tu ubicación',
  },
  1704: { en: 'This content has not been staged yet', es: 'Este contenido aún no se ha preparado' },
  1705: { en: 'This content has not been approved', es: 'Este contenido no ha sido aprobado' },
  1706: {
    en: 'A premium membership is required to watch this',
    es: 'Necesitas una suscripción premium para ver este contenido',
  },
  1707: { en: 'Please register to watch this', es: 'Regístrate para ver este contenido' },
  1708: { en: 'Unsupported consumer', es: 'Este cliente no es compatible' },
  1709: { en: 'Invalid DRM type', es: 'El tipo de DRM no es válido' },
  1710: { en: 'Your request is still being processed', es: 'Tu solicitud todavía se está procesando' },
  1711: { en: 'Invalid token', es: 'El token no es válido' },
  1712: { en: 'Token has expired', es: 'El token ha caducado' },
  1713: { en: 'Token could not be read', es: 'No se pudo leer el token' },
  1714: {
    en: 'You do not have the rights to view this content',
    es: 'No tienes derechos para ver este contenido',
  },
  1715: { en: 'Invalid uuid', es: 'El uuid no es válido' },
  1716: { en: 'Invalid content type', es: 'El tipo de contenido no es válido' },
  1717: { en: 'Token missing', es: 'Falta el token' },
  1718: { en: 'Invalid comic page or quality', es: 'La página o la calidad del cómic no es válida' },
  1719: { en: 'Invalid stream request', es: 'La solicitud de reproducción no es válida' },
  1720: { en: 'Invalid parameter', es: 'Parámetro no válido' },
  1721: { en: 'Resource not found', es: 'No se encontró el recurso' },
  1722: { en: 'Comic pages are not available', es: 'Las páginas del cómic no están disponibles' },
  1723: { en: 'This content has not been released yet', es: 'Este contenido aún no se ha publicado' },
  1724: { en: 'Not found', es: 'No encontrado' },
  1725: { en: 'This content is no longer available', es: 'Este contenido ya no está disponible' },
} as const satisfies CatalogueSection;

export const containerErrors = {
  1800: { en: 'Product not found', es: 'No se encontró el producto' },
  1850: { en: 'No Homepage Found', es: 'No se encontró la página de inicio' },
  1875: { en: 'Banner not found', es: 'No se encontró el banner' },
  1876: { en: 'Banner slug is missing', es: 'Falta el slug del banner' },
  1877: { en: 'Banner uuid is missing', es: 'Falta el uuid del banner' },
  2000: { en: 'Collection not found', es: 'No se encontró la colección' },
  2001: { en: 'Invalid collection type', es: 'El tipo de colección no es válido' },
  2002: { en: 'Invalid collection id', es: 'El identificador de la colección no es válido' },
  2003: { en: 'Collection slug is missing', es: 'Falta el slug de la colección' },
  2004: { en: 'Invalid collection tag', es: 'La etiqueta de la colección no es válida' },
  2005: { en: 'Invalid collection value', es: 'El valor de la colección no es válido' },
  2006: { en: 'Invalid collection slug', es: 'El slug de la colección no es válido' },
  2007: { en: 'Collection items not found', es: 'No se encontraron los elementos de la colección' },
  2008: { en: 'Collection uuid is missing', es: 'Falta el uuid de la colección' },
  2100: { en: 'Clip not found', es: 'No se encontró el clip' },
  2101: { en: 'Invalid clip type', es: 'El tipo de clip no es válido' },
  2102: { en: 'Invalid page', es: 'La página no es válida' },
  2103: { en: 'Object type is missing or invalid', es: 'Falta el tipo de objeto o no es válido' },
} as const satisfies CatalogueSection;
