export function targetLabel(target: string): string {
  if (target === '*') return 'tutto il sito';
  if (target === 'horses') return 'elenco dei cavalli';
  if (target === 'events') return 'elenco degli eventi';
  if (target.startsWith('horse:')) return `pagina del cavallo ${target.slice('horse:'.length)}`;
  if (target.startsWith('event:')) return `pagina dell'evento ${target.slice('event:'.length)}`;
  return target;
}
