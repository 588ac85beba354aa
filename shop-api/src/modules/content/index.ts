/** The content module's public API: other modules import only this file (the registration is in module.ts). */
export {
  deliveryAreaAt,
  getDeliveryArea,
  getPickupPoint,
  getSetting,
  getWorkingHours,
  isOpenAt,
  isPickupEnabled,
  isWorkingTime,
  kyivDate,
  nearestPickupPoint,
  setDayOverride,
  setSetting,
  vacancyExists,
  type DeliveryArea,
  type GeoPoint,
  type NearestPickup,
  type WorkingHours,
} from './queries';
export { DayOverrideSchema, HHMM, NearestPickupSchema } from './schemas';
export { geocoderOf, locateAddress, resolveDeliveryArea, type LocateOutcome } from './address-lookup';
export { lookupFailed } from './routes';
export { getZoneForStaff, insertZone, listZonesForStaff, updateZone, zoneProblem, type StaffZone, type ZoneInput } from './zones';
