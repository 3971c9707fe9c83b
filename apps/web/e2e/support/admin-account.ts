/** The administrator the e2e run starts with (made by seed.ts through the admin command's code path). */
export const E2E_ADMIN = { name: 'Nurul Admin', username: 'e2e_admin', email: 'e2e.admin@example.my', password: 'Admin123!' };
