/** The staff module's public API: other modules import only this file (the registration is in module.ts). */
export { createStaff, disableStaff, listStaff, logStaffAction, requireStaff, setStaffRole } from './accounts';
export { isStaffRole, STAFF_ROLES, type StaffRole } from './roles';
export { requirePermission, staffGuard } from './access';
