export { HouseSlot } from './HouseSlot';
export { slotContent, type SlotContent } from './promo-slot';
