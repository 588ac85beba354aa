/**
 * Staff roles and what each may do (issue 46). A pure table: the routes' preHandlers
 * (access.ts) and the desk's controls read the same permissions.
 * - operator: the counter — orders (accept, move on, cancel) and the stop-list (dishes,
 *   modifiers, the kitchen pause);
 * - manager: everything — also prices, working hours, delivery zones, refunds, staff accounts,
 *   the day report.
 * Accounts made before roles existed carry 'staff' and count as operators (least privilege;
 * `npm run staff -- role <login> manager` promotes one).
 */
export const STAFF_ROLES = ['operator', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = ['orders', 'stop_list', 'prices', 'hours', 'zones', 'refunds', 'accounts', 'reports'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  operator: ['orders', 'stop_list'],
  manager: STAFF_PERMISSIONS,
};

export function roleOf(stored: string): StaffRole {
  return stored === 'manager' ? 'manager' : 'operator';
}

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

export function permissionsOf(role: StaffRole): StaffPermission[] {
  return [...ROLE_PERMISSIONS[role]];
}

export function may(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
