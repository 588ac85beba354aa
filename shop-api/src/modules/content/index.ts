/** The content module's public API: other modules import only this file (the registration is in module.ts). */
export {
  getDeliveryArea,
  getPickupPoint,
  getSetting,
  getWorkingHours,
  isOpenAt,
  isPickupEnabled,
  isWorkingTime,
  kyivDate,
  locateAddress,
  resolveDeliveryArea,
  setDayOverride,
  setSetting,
  vacancyExists,
  type DeliveryArea,
  type GeoPoint,
  type WorkingHours,
} from './queries';
export { DayOverrideSchema, HHMM } from './schemas';
