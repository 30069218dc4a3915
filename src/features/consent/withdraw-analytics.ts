/** The Firebase SDK cannot be unloaded: its cookies are deleted and the page reloads without it. */

const analyticsCookie = /^(_ga|_ga_\w+|_gid|_gat\w*)$/;

export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => analyticsCookie.test(name));
}

/** GA writes its cookies on the broadest domain it can. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let start = 0; start < labels.length - 1; start += 1) {
    domains.push(labels.slice(start).join('.'));
  }
  return domains;
}

export function clearAnalyticsCookies(doc: Document = document): void {
  const domains = cookieDomains(doc.location?.hostname ?? '');
  for (const name of analyticsCookieNames(doc.cookie)) {
    const expired = `${name}=; Max-Age=0; path=/`;
    doc.cookie = expired;
    for (const domain of domains) doc.cookie = `${expired}; domain=${domain}`;
  }
}

export function withdrawAnalytics(reload: () => void = () => window.location.reload()): void {
  clearAnalyticsCookies();
  reload();
}
