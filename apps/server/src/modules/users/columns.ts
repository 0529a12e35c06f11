// The columns of an account (`restaurant_users as u`) that every answer about one carries: the
// account records of the Staff and Profile screens and the signed-in user of /me and login.
export const accountColumns = [
  'u.id_restaurant_user',
  'u.id_restaurant',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.level',
  'u.is_superadmin',
  'u.access_permission',
  'u.status_active',
] as const;
