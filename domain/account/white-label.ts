// White-label: the product's own logo on its own hosts, an organisation logo elsewhere.

export const PRODUCT_DOMAIN = 'examprep.app';

/** The fixed list of own hosts: local, dev, uat, production, beta and preview. */
export const OWN_HOSTS: readonly string[] = [
  'localhost',
  '127.0.0.1',
  `dev.${PRODUCT_DOMAIN}`,
  `uat.${PRODUCT_DOMAIN}`,
  PRODUCT_DOMAIN,
  `www.${PRODUCT_DOMAIN}`,
  `beta.${PRODUCT_DOMAIN}`,
  `preview.${PRODUCT_DOMAIN}`,
];

export const ORGANISATION_LOGO_BASE = `https://cdn.${PRODUCT_DOMAIN}/logos`;

export type Logo = { kind: 'product' } | { kind: 'organisation'; src: string };

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** The logo for a host name (location.hostname, no port). A value that is not a host name gets the
 *  product logo, so nothing odd is ever put into the logo URL. */
export const logoFor = (hostname: string): Logo => {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (OWN_HOSTS.includes(host) || !HOST_NAME.test(host)) return { kind: 'product' };
  return { kind: 'organisation', src: `${ORGANISATION_LOGO_BASE}/${host}.png` };
};
