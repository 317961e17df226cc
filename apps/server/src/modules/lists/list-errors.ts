import { LIST_ERROR, NOT_AUTHORIZED_MESSAGE } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * The answers of the list rules (docs/lists.md). The client keeps the numeric codes as they are
 * (they are its own, spec §8); 'Not authorized' is read by message (2200) and the item look-ups'
 * 404 by status (2206), so those two carry codes the client does not know.
 */
export const listErrors = {
  /** A call without rights: someone else's private list, another member's lists to change. */
  notAuthorized: () => new AppError(403, LIST_ERROR.NOT_AUTHORIZED, NOT_AUTHORIZED_MESSAGE),
  listNotFound: () => new AppError(404, LIST_ERROR.LIST_NOT_FOUND, 'List not found'),
  /** Item-uuid and item-urn look-ups of a list or member that does not exist. */
  itemsNotFound: () => new AppError(404, LIST_ERROR.ITEMS_NOT_FOUND, 'List items could not be found'),
  titleMissing: () => new AppError(400, LIST_ERROR.TITLE_MISSING, 'List title is missing', 'title'),
  contentTypeUnsupported: () =>
    new AppError(400, LIST_ERROR.CONTENT_TYPE_UNSUPPORTED, 'Content type is unsupported or missing', 'type'),
  contentNotFound: () =>
    new AppError(404, LIST_ERROR.ITEM_NOT_FOUND, 'List item not found or missing', 'contentUuid'),
  itemNotInList: () => new AppError(404, LIST_ERROR.ITEM_NOT_FOUND, 'List item not found or missing'),
  alreadyExists: () => new AppError(409, LIST_ERROR.ALREADY_EXISTS, 'Already exists in this list'),
  followOwnList: () => new AppError(400, LIST_ERROR.FOLLOW_OWN_LIST, 'You cannot follow your own list'),
  tooManyLists: (max: number) =>
    new AppError(400, LIST_ERROR.TOO_MANY_LISTS, `A member may keep at most ${max} lists`),
  listFull: (max: number) => new AppError(400, LIST_ERROR.LIST_FULL, `A list holds at most ${max} items`),
};

/**
 * What a request field that fails its schema answers on the list routes, where the spec gives
 * list codes (spec §5): a bad content type 2203, a bad content uuid 2204, a missing or blank
 * title 2201, a list uuid that is neither `favorites` nor a uuid 2202. Other fields keep the
 * one error handler's answers (page 5004, sort 5010, anything else 5008).
 */
export function listFieldError(field: string): AppError | undefined {
  switch (field) {
    case 'type':
    case 'content_type':
      return listErrors.contentTypeUnsupported();
    case 'contentUuid':
    case 'object_uuid':
      return new AppError(400, LIST_ERROR.ITEM_NOT_FOUND, 'List item not found or missing', field);
    case 'title':
      return listErrors.titleMissing();
    case 'uuid':
      return new AppError(400, LIST_ERROR.LIST_NOT_FOUND, 'List not found', 'uuid');
    default:
      return undefined;
  }
}
