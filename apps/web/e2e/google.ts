/** Chooses who the e2e run's loopback Google signs in next. */
export async function nextGoogleUser(identity: { sub: string; email: string; email_verified: boolean; name: string }) {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_OIDC_CONTROL_PORT}/`, { method: 'POST', body: JSON.stringify(identity) });
  if (!res.ok) throw new Error(`the mock Google did not accept the identity (${res.status})`);
}
