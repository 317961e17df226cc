export { AddToList, type AddToListProps } from './AddToList';
export { ListFormDialog, type ListFormDialogProps, type ListFormValues } from './ListFormDialog';
export { useCreateList } from './create-list';
export { isListMissing, isNotAuthorized, listErrors } from './list-errors';
export { FOLLOWING_PATH, MY_LISTS_PATH, listPagePath, listsKeys } from './lists-keys';
export {
  holds,
  itemUuidsQueryOptions,
  useItemUuids,
  useToggleMembership,
  withMembership,
  type MembershipChange,
} from './use-list-membership';
